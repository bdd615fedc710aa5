import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const openApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  service: 'gateway',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document, generated from the endpoint objects.',
  reply: { kind: 'json', schema: z.looseObject({ openapi: z.string() }) },
});

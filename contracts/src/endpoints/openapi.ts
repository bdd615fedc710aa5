import { z } from 'zod';
import { errorBodySchema } from '../errors';
import { endpoints } from './all';
import { type Endpoint, openApiPath } from './endpoint';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends or receives. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Refinements (e.g. the password's byte length) have no JSON Schema form; the server still runs them.
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** Path and query parameters, one entry per property of the object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.upload) {
    const { field, maxBytes, contentType } = endpoint.upload;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', contentMediaType: contentType, maxLength: maxBytes } },
            required: [field],
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } };
}

function success(endpoint: Endpoint): [string, JsonSchema] {
  const { reply } = endpoint;
  switch (reply.kind) {
    case 'json':
      return [
        String(reply.status ?? 200),
        { description: 'OK', content: { 'application/json': { schema: schemaOf(reply.schema, 'output') } } },
      ];
    case 'file':
      return [
        '200',
        {
          description: 'The file, as an attachment',
          content: Object.fromEntries(reply.contentTypes.map((type) => [type, { schema: {} }])),
        },
      ];
    case 'html':
      return [
        '200',
        { description: 'HTML document', content: { 'text/html': { schema: { type: 'string' } } } },
      ];
  }
}

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(name: string, endpoint: Endpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = Object.fromEntries([success(endpoint)]);
  if (endpoint.query || endpoint.body || endpoint.upload) responses['400'] = errorReply('Invalid request');
  if (endpoint.access !== 'public') responses['401'] = errorReply('Missing, invalid or revoked token');
  if (endpoint.access === 'admin') responses['403'] = errorReply('Not an admin');
  if (endpoint.params || endpoint.notFound) responses['404'] = errorReply(endpoint.notFound ?? 'Not found');
  responses.default = errorReply('Any other error: {error, code}');
  const parameterList = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
  if (endpoint.jobs) {
    parameterList.push({
      name: 'X-Job-Id',
      in: 'header',
      required: false,
      description:
        'A client-chosen UUID for the job, matched by socket progress events and GET /api/jobs/{id}',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  const body = requestBody(endpoint);
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.service],
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(endpoint.jobs ? { 'x-jobs': endpoint.jobs } : {}),
    ...(endpoint.access === 'admin' ? { 'x-role': 'admin' } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every endpoint, generated from the endpoint objects. */
export function openApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Resume Builder API', version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

import { endpoints, openApi } from '@rb/contracts';
import { endpointRouter } from '@rb/kit';
import type { Router } from 'express';

/** GET /api/openapi.json: public, generated once from the endpoint objects (it never changes at run time). */
export function openApiRoute(): Router {
  const document = openApi();
  const { router, mount } = endpointRouter();
  mount(endpoints.openApiDocument, async () => document as { openapi: string });
  return router;
}

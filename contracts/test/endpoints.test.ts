import { describe, expect, it } from 'vitest';
import { type Endpoint, endpoints, openApi, pathFor, serviceRoutes } from '../src';

/** SPEC §7 "The calls it makes", copied row by row: method and path as the SPEC writes them. */
const SPEC_CALLS = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/change-password',
  'POST /api/auth/refresh',
  'GET /api/resume/list',
  'DELETE /api/resume/{id}',
  'GET /api/resume/{id}/download',
  'POST /api/resume/generate',
  'POST /api/openai/enhance-resume',
  'POST /api/openai/expand-editor',
  'POST /api/resume/parse-pdf',
  'POST /api/resume/download',
  'POST /api/resume/download-docx',
  'POST /api/ats/score-resume',
  'POST /api/cover-letter/generate',
  'POST /api/cover-letter/download',
  'POST /api/cover-letter/download-docx',
  'POST /api/legal/agree',
  'GET /api/admin/legal-logs',
  'GET /legal/{file}.html',
];

type Operation = { parameters?: { name: string; in: string; required: boolean }[]; security?: unknown[] };
const document = openApi() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and has every SPEC §7 call with its method', () => {
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const call of SPEC_CALLS) expect(listed, call).toContain(call);
  });

  it('describes parameters and who may call', () => {
    const download = document.paths['/api/resume/{id}/download']?.get;
    expect(download?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'format', in: 'query', required: true }),
        expect.objectContaining({ name: 'template', in: 'query', required: false }),
        expect.objectContaining({ name: 'X-Job-Id', in: 'header' }),
      ]),
    );
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/resume/list']?.get?.security).toBeUndefined();
  });
});

describe('endpoint objects', () => {
  it('have one method and path each', () => {
    const keys = (Object.values(endpoints) as Endpoint[]).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('route each /api prefix to one service', () => {
    expect(serviceRoutes).toEqual(
      expect.arrayContaining([
        { prefix: '/api/auth', service: 'auth' },
        { prefix: '/api/legal', service: 'legal' },
        { prefix: '/api/admin', service: 'admin' },
        { prefix: '/api/resume', service: 'resume' },
        { prefix: '/api/openai', service: 'resume' },
        { prefix: '/api/ats', service: 'resume' },
        { prefix: '/api/cover-letter', service: 'resume' },
        { prefix: '/api/jobs', service: 'resume' },
        { prefix: '/api/applications', service: 'resume' },
        { prefix: '/api/cover-letters', service: 'resume' },
        { prefix: '/api/account', service: 'resume' },
      ]),
    );
    expect(serviceRoutes).toHaveLength(11);
  });

  it('build concrete paths with encoded parameters', () => {
    expect(pathFor(endpoints.deleteResume, { id: 'a/b c' })).toBe('/api/resume/a%2Fb%20c');
    expect(pathFor(endpoints.legalDocument, { file: 'eula' })).toBe('/legal/eula.html');
    expect(() => pathFor(endpoints.jobStatus, {})).toThrow(/missing path parameter id/);
  });
});

import { readJson, type StartedApp } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { makeWebFolders, startEchoService, startGateway } from './gatewayFixture';

const names = ['auth', 'resume', 'legal', 'admin'] as const;
const upstreams = new Map<string, StartedApp>();
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  for (const name of names) upstreams.set(name, await startEchoService(name));
  const web = await makeWebFolders();
  ({ gateway, url } = await startGateway({
    AUTH_URL: upstreams.get('auth')?.url as string,
    RESUME_URL: upstreams.get('resume')?.url as string,
    LEGAL_URL: upstreams.get('legal')?.url as string,
    ADMIN_URL: upstreams.get('admin')?.url as string,
    WEB_DIST: web.webDist,
    LEGAL_DIR: web.legalDir,
    JSON_LIMIT_BYTES: '4096',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  }));
});
afterAll(async () => {
  await gateway.close();
  await Promise.all([...upstreams.values()].map((u) => u.close()));
});

describe('gateway routes', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/legal/agree', 'legal'],
    ['/api/admin/legal-logs?limit=5', 'admin'],
    ['/api/resume/list', 'resume'],
    ['/api/openai/enhance-resume', 'resume'],
    ['/api/ats/score-resume', 'resume'],
    ['/api/cover-letter/generate', 'resume'],
    ['/api/jobs/1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'resume'],
  ])('%s goes to %s with its full path and the request id', async (path, service) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'x-request-id': 'req-42' } });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ service, path, requestId: 'req-42', ip: '127.0.0.1' });
    expect(res.headers.get('x-request-id')).toBe('req-42');
  });

  it('gives the service the real client address, not one the client claims', async () => {
    const res = await fetch(`${url}/api/auth/x`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect((await readJson(res)).ip).toBe('127.0.0.1');
  });

  it('serves the OpenAPI document itself, without a token', async () => {
    const res = await fetch(`${url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const document = await readJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths['/api/resume/{id}/download'] ?? {})).toEqual(['get']);
    expect((await fetch(`${url}/api/openapi.json?x=1`)).status).toBe(400);
  });

  it('answers unknown /api paths with JSON 404 and does not match on partial prefixes', async () => {
    for (const path of ['/api/nothing', '/api/authx/login', '/api']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('refuses bodies over the limit with 413 before forwarding', async () => {
    const res = await fetch(`${url}/api/resume/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets strict security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/auth/x', '/legal/terms-of-service.html']) {
      const res = await fetch(`${url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      // Only this origin: no bare ws:/wss: that would reach any host.
      expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('serves the SPA with history fallback, its assets and the legal documents', async () => {
    for (const path of ['/', '/dashboard', '/legal', '/help-center/keyword-guide']) {
      // Served where asked: /legal must not be redirected to /legal/ (its documents' folder).
      const res = await fetch(`${url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>SPA</title>');
    }
    const asset = await fetch(`${url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const legal = await fetch(`${url}/legal/terms-of-service.html`);
    expect(legal.status).toBe(200);
    expect(await legal.text()).toContain('<h1>Terms</h1>');
    expect((await fetch(`${url}/legal/missing.html`)).status).toBe(404);
  });

  it('is ready when Redis and every upstream answer', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });
});

describe('gateway with an upstream down', () => {
  it('answers 503 JSON for its routes and is not ready', async () => {
    const auth = upstreams.get('auth') as StartedApp;
    const down = await startGateway({
      AUTH_URL: auth.url,
      RESUME_URL: 'http://127.0.0.1:1',
      LEGAL_URL: auth.url,
      ADMIN_URL: auth.url,
    });
    try {
      const res = await fetch(`${down.url}/api/resume/list`);
      expect(res.status).toBe(503);
      expect((await readJson(res)).code).toBe('UNAVAILABLE');
      expect((await fetch(`${down.url}/readyz`)).status).toBe(503);
    } finally {
      await down.gateway.close();
    }
  });
});

describe('gateway rate limits', () => {
  it('limits each client per minute with 429 and Retry-After', async () => {
    const auth = upstreams.get('auth') as StartedApp;
    const limited = await startGateway({ AUTH_URL: auth.url, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await fetch(`${limited.url}/api/auth/login`, { method: 'POST' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await fetch(`${limited.url}/api/auth/login`, { method: 'POST' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readJson(res)).code).toBe('RATE_LIMITED');
    } finally {
      await limited.gateway.close();
    }
  });
});

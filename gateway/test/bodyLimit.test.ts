import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

/** Item 11: an oversized body gets a readable 413, not a reset, from a client that streams it. */
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  ({ gateway, url } = await startGateway());
});
afterAll(async () => {
  await gateway.close();
});

/**
 * Streams `size` bytes in 64 KiB writes, as a browser uploading a file does, and reads the answer.
 * Settles only once the whole body was sent and the answer read: a reset at any point (EPIPE,
 * ECONNRESET), even after the answer arrived, is what a browser reports as a network error.
 */
function streamBody(path: string, contentType: string, size: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': size },
      agent: false,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => void sentAll.then(() => resolve({ status: res.statusCode ?? 0, body })));
      res.on('error', reject);
    });
    req.on('error', reject);
    const sentAll = new Promise<void>((done) => req.once('finish', done));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('bodies over the limit', () => {
  it('answers a 10 MB JSON body with a readable 413', async () => {
    const answer = await streamBody('/api/resume/123', 'application/json', 10 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a 6.3 MB upload with a readable 413', async () => {
    const answer = await streamBody('/api/resume/upload', 'multipart/form-data; boundary=x', 6_300_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/serveFixture.ts', import.meta.url));

/** Starts the fixture and resolves with its port and a way to read everything it printed. */
function startFixture(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    let signalledAt = 0;
    child.on('exit', (code) => resolve({ code, ms: Date.now() - signalledAt }));
    child.on('spawn', () => {
      const kill = child.kill.bind(child);
      child.kill = (signal) => {
        signalledAt = Date.now();
        return kill(signal);
      };
    });
  });
  const port = new Promise<number>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, port, exited, output: () => output };
}

describe('serve', () => {
  it('survives a Redis client rejecting a promise nobody awaits while Redis is away', async () => {
    const { child, port } = startFixture({ REJECT: 'redis' });
    const url = `http://127.0.0.1:${await port}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGKILL');
  });

  it('still ends the process on any other unhandled rejection', async () => {
    const { exited } = startFixture({ REJECT: 'other' });
    expect((await exited).code).toBe(1);
  });

  it('finishes the request in flight, runs the closers and exits 0 on SIGTERM', async () => {
    const { child, port, exited, output } = startFixture();
    const url = `http://127.0.0.1:${await port}`;
    const inFlight = fetch(`${url}/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGTERM');
    expect(await inFlight).toEqual({ finished: true });
    const { code } = await exited;
    expect(code).toBe(0);
    expect(output()).toContain('closer ran');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('tells keep-alive clients to close once draining, and finishes every in-flight request', async () => {
    const { child, port, exited } = startFixture({ DEADLINE_MS: '5000' });
    const agent = new http.Agent({ keepAlive: true });
    const base = `http://127.0.0.1:${await port}`;
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${base}${path}`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    // Before the signal: keep-alive as usual.
    expect((await get('/slow?ms=1')).connection).toBe('keep-alive');
    const inFlight = [get('/slow?ms=1500'), get('/slow?ms=800')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    for (const answer of await Promise.all(inFlight))
      expect(answer).toEqual({ status: 200, connection: 'close' });
    expect((await exited).code).toBe(0);
    agent.destroy();
  });

  it('exits within the deadline even when a closer hangs', async () => {
    const { child, port, exited } = startFixture({ CLOSER_HANGS: '1' });
    await port;
    child.kill('SIGTERM');
    const { code, ms } = await exited;
    expect(code).toBe(1);
    expect(ms).toBeLessThan(1500 + 1000);
  });
});

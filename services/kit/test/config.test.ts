import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config';

const key = randomBytes(32).toString('base64');
const strong = {
  JWT_SECRET: 'x'.repeat(40),
  GATEWAY_SECRET: 'g'.repeat(40),
  DATA_KEYS: `k1:${key}`,
  DATA_KEY_ID: 'k1',
  LOOKUP_KEY: randomBytes(32).toString('base64'),
  DATABASE_URL: 'postgres://app@db.internal:5432/rb?sslmode=verify-full',
};

function exitSpy() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  return { error, exit };
}

afterEach(() => vi.restoreAllMocks());

describe('loadConfig', () => {
  it('applies defaults and parses both key map formats', () => {
    const config = loadConfig({ PORT: z.coerce.number().default(4101) }, { NODE_ENV: 'test', ...strong });
    expect(config.PORT).toBe(4101);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    // Services are internal: loopback unless a container sets HOST.
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_KEYS.get('k1')?.length).toBe(32);
    const json = loadConfig({}, { ...strong, DATA_KEYS: JSON.stringify({ k1: key }) });
    expect(json.DATA_KEYS.get('k1')?.length).toBe(32);
  });

  it('lists every problem and exits', () => {
    const { error } = exitSpy();
    expect(() =>
      loadConfig({}, { ...strong, NODE_ENV: 'staging', DATABASE_URL: 'nope', DATA_KEY_ID: 'k7' }),
    ).toThrow('exit 1');
    const printed = String(error.mock.calls[0]?.[0]);
    expect(printed).toMatch(/NODE_ENV/);
    expect(printed).toMatch(/DATABASE_URL/);
  });

  it('refuses missing and weak secrets in production', () => {
    const { error } = exitSpy();
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/JWT_SECRET/);
    expect(() => loadConfig({}, { ...strong, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      'exit 1',
    );
    expect(() =>
      loadConfig(
        {},
        { ...strong, NODE_ENV: 'production', DATA_KEYS: `k1:${randomBytes(16).toString('base64')}` },
      ),
    ).toThrow('exit 1');
    const { LOOKUP_KEY: _, ...withoutLookupKey } = strong;
    expect(() => loadConfig({}, { ...withoutLookupKey, NODE_ENV: 'production' })).toThrow('exit 1');
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/LOOKUP_KEY/);
    expect(() =>
      loadConfig(
        {},
        { ...strong, NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/rb?sslmode=require' },
      ),
    ).toThrow('exit 1');
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/DATABASE_URL: needs sslmode=verify-full/);
    for (const weak of [{ GATEWAY_SECRET: 'short' }, { GATEWAY_SECRET: undefined }]) {
      expect(() => loadConfig({}, { ...strong, NODE_ENV: 'production', ...weak })).toThrow('exit 1');
    }
    expect(loadConfig({}, { ...strong, NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });
});

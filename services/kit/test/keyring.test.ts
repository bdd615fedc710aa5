import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring, decryptJson, encryptJson } from '../src/keyring';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);

describe('keyring', () => {
  it('round-trips JSON and hides the plaintext', () => {
    const ring = createKeyring({ DATA_KEYS: new Map([['k1', oldKey]]), DATA_KEY_ID: 'k1' });
    const envelope = encryptJson(ring, { name: 'Ada Lovelace' });
    expect(envelope.kid).toBe('k1');
    expect(Buffer.from(envelope.data, 'base64').toString()).not.toContain('Ada');
    expect(decryptJson(ring, envelope)).toEqual({ name: 'Ada Lovelace' });
  });

  it('reads envelopes of a retired key after rotation and seals new ones with the active key', () => {
    const before = createKeyring({ DATA_KEYS: new Map([['k1', oldKey]]), DATA_KEY_ID: 'k1' });
    const sealed = encryptJson(before, [1, 2, 3]);
    const after = createKeyring({
      DATA_KEYS: new Map([
        ['k1', oldKey],
        ['k2', newKey],
      ]),
      DATA_KEY_ID: 'k2',
    });
    expect(decryptJson(after, sealed)).toEqual([1, 2, 3]);
    expect(encryptJson(after, 1).kid).toBe('k2');
  });

  it('rejects tampered data and unknown key ids', () => {
    const ring = createKeyring({ DATA_KEYS: new Map([['k1', oldKey]]), DATA_KEY_ID: 'k1' });
    const envelope = encryptJson(ring, { a: 1 });
    const flipped = Buffer.from(envelope.data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptJson(ring, { ...envelope, data: flipped.toString('base64') })).toThrow();
    expect(() => decryptJson(ring, { ...envelope, kid: 'k9' })).toThrow(/k9/);
  });

  it('refuses a truncated GCM tag (a 4-byte tag is easy to forge)', () => {
    const ring = createKeyring({ DATA_KEYS: new Map([['k1', oldKey]]), DATA_KEY_ID: 'k1' });
    const envelope = encryptJson(ring, { a: 1 });
    expect(Buffer.from(envelope.tag, 'base64')).toHaveLength(16);
    const short = Buffer.from(envelope.tag, 'base64').subarray(0, 4).toString('base64');
    expect(() => decryptJson(ring, { ...envelope, tag: short })).toThrow(/16 bytes/);
  });
});

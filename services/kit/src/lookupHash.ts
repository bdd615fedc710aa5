import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Keyed hashes for values we must find or count but must not store readably (e-mail lookups, throttle
 * keys). HMAC-SHA-256 under a key derived per purpose from LOOKUP_KEY, so a hash made for one purpose
 * cannot be matched against another's, and without the key nobody can test guesses against a dump.
 */
export type LookupHasher = (purpose: string, value: string) => string;

export function createLookupHasher(key: Buffer): LookupHasher {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let derived = keys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `rb-lookup:${purpose}`, 32));
      keys.set(purpose, derived);
    }
    return derived;
  };
  return (purpose, value) => createHmac('sha256', keyFor(purpose)).update(value, 'utf8').digest('base64url');
}

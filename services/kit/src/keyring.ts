import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Envelope } from '@rb/contracts';

export interface Keyring {
  /** Key id new envelopes are sealed with. */
  activeKid: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** What rests in PostgreSQL or Redis: which key, the nonce, the GCM tag and the ciphertext, all base64. */
export type { Envelope };

/** From the parsed config (DATA_KEYS, DATA_KEY_ID). Old keys stay in DATA_KEYS to read old rows after a rotation. */
export function createKeyring(config: {
  DATA_KEYS: ReadonlyMap<string, Buffer>;
  DATA_KEY_ID: string;
}): Keyring {
  if (!config.DATA_KEYS.has(config.DATA_KEY_ID)) throw new Error(`Unknown DATA_KEY_ID ${config.DATA_KEY_ID}`);
  return { activeKid: config.DATA_KEY_ID, keys: config.DATA_KEYS };
}

const ALGORITHM = 'aes-256-gcm';
/** GCM's full tag. Node accepts tags down to 4 bytes unless told the length, and a short tag is forgeable. */
const TAG_BYTES = 16;

/** AES-256-GCM with a fresh 96-bit nonce; the key id is bound as associated data. */
export function encryptJson(keyring: Keyring, value: unknown): Envelope {
  const kid = keyring.activeKid;
  const key = keyring.keys.get(kid) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(kid));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    kid,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Opens an envelope sealed with any key still in the ring; tampering or an unknown key throws. */
export function decryptJson<T = unknown>(keyring: Keyring, envelope: Envelope): T {
  const key = keyring.keys.get(envelope.kid);
  if (!key) throw new Error(`No data key with id ${envelope.kid}`);
  const tag = Buffer.from(envelope.tag, 'base64');
  if (tag.length !== TAG_BYTES) throw new Error(`Envelope tag must be ${TAG_BYTES} bytes, got ${tag.length}`);
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(envelope.iv, 'base64'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(envelope.kid));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(Buffer.from(envelope.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

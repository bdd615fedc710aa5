import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A passkey authenticator in software for the integration tests (the end-to-end tests use Chromium's
 * virtual authenticator): an ES256 key pair, WebAuthn's authenticator data and "none" attestation,
 * signed answers with a counter. It produces exactly what a browser hands @simplewebauthn/browser's
 * callers, so the server's real verification runs on it.
 */
export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  /** rpIdHash, flags (user present + verified, and attested credential data when given), counter. */
  const authData = (attested?: Uint8Array) => {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = 0x01 | 0x04 | (attested ? 0x40 : 0);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  };

  return {
    credentialId: b64url(credentialId),
    /** The answer to registration options (navigator.credentials.create). */
    create(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const cose = encodeCBOR(
        new Map<number, CBORType>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cose]);
      const attestation = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The signed answer to authentication options (navigator.credentials.get); the counter moves on. */
    get(options: { challenge: string }) {
      counter += 1;
      const data = authData();
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
    /** Rewinds the counter, as a cloned authenticator would report. */
    rewind() {
      counter = 0;
    },
  };
}

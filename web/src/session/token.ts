/** Reads the claims the client needs from the access token. It never verifies: the server does. */
export interface ClientClaims {
  role: string | null;
  /** Expiry in seconds since the epoch, or null when the token carries none or cannot be decoded. */
  exp: number | null;
  /** The account's e-mail: a passkey sign-in has nobody type it, so the session takes it from here. */
  email: string | null;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Null when the token is not a decodable JWT (SPEC §8: logged, then treated as having no expiry). */
export function decodeClaims(token: string): ClientClaims | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('not a JWT');
    const data: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof data !== 'object' || data === null) throw new Error('payload is not an object');
    const { role, exp, email } = data as Record<string, unknown>;
    return {
      role: typeof role === 'string' ? role : null,
      exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : null,
      email: typeof email === 'string' ? email : null,
    };
  } catch (error) {
    console.warn('Could not decode the session token:', (error as Error).message);
    return null;
  }
}

/** SPEC §5: expired when exp is in the past or the token cannot be decoded. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const claims = decodeClaims(token);
  if (!claims) return true;
  return claims.exp !== null && claims.exp * 1000 <= nowMs;
}

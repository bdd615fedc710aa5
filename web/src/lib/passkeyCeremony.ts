import type { PasskeyAnswer } from '@rb/contracts';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { api } from '../api/endpoints';

/**
 * The browser's part of a passkey ceremony: the server's options go to navigator.credentials (through
 * @simplewebauthn/browser), and the credential comes back with the challenge id the server gave.
 */
export async function createPasskey(password: string): Promise<PasskeyAnswer> {
  const { challengeId, options } = await api.passkeyRegisterOptions(password);
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { challengeId, credential: credential as unknown as PasskeyAnswer['credential'] };
}

/** A signed answer from one of the site's passkeys, which the person picks in the browser's dialog. */
export async function answerWithPasskey(): Promise<PasskeyAnswer> {
  const { challengeId, options } = await api.passkeyLoginOptions();
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { challengeId, credential: credential as unknown as PasskeyAnswer['credential'] };
}

/** What to tell the person when the browser's part failed (cancelled, no passkey, unsupported). */
export function passkeyFailure(error: unknown): string | null {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  return null;
}

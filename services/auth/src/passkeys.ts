import type { Database } from '@rb/kit';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { ChallengeStore } from './webauthnChallenges';

/** The relying party: the web app's own address (PUBLIC_URL), which the browser binds each passkey to. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Resume Builder' };
};

const userIdBytes = (userId: string) => new TextEncoder().encode(userId);

/** Options to create a passkey for the user; their existing ones are excluded (one per authenticator). */
export async function registrationOptions(
  db: Kysely<Database>,
  challenges: ChallengeStore,
  rp: RelyingParty,
  user: { id: string; email: string },
) {
  const existing = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userIdBytes(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    // A discoverable credential, so it can sign in without the e-mail being typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await challenges.put({
    challenge: options.challenge,
    purpose: 'register',
    userId: user.id,
  });
  // Spread: the JSON the browser package takes, as a plain record for the reply schema.
  return { challengeId, options: { ...options } };
}

/** Verifies the browser's new credential against the user's challenge and stores it; false when it fails. */
export async function registerPasskey(
  db: Kysely<Database>,
  challenges: ChallengeStore,
  rp: RelyingParty,
  userId: string,
  answer: { challengeId: string; credential: unknown },
  device: string,
) {
  const pending = await challenges.take(answer.challengeId);
  if (pending?.purpose !== 'register' || pending.userId !== userId) return undefined;
  const verified = await verifyRegistrationResponse({
    response: answer.credential as RegistrationResponseJSON,
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  return db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      device,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'device', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

/**
 * Options to sign in or to answer the second-factor step. They name no passkey: every passkey is
 * discoverable, so the browser offers the site's own, and options listing an account's passkeys would
 * tell anyone asking whether an address has an account (and passkeys). Whose passkey may answer is
 * checked when the answer comes (verifyPasskey's expectedUserId).
 */
export async function authenticationOptions(challenges: ChallengeStore, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  const challengeId = await challenges.put({ challenge: options.challenge, purpose: 'login', userId: null });
  return { challengeId, options: { ...options } };
}

/**
 * The user a passkey's signed answer proves, or undefined: an unknown, reused or expired challenge, a
 * credential nobody registered, one of another account than `expectedUserId`, a bad signature, or a
 * counter that went backwards (a cloned authenticator). The counter and last use are updated.
 */
export async function verifyPasskey(
  db: Kysely<Database>,
  challenges: ChallengeStore,
  rp: RelyingParty,
  answer: { challengeId: string; credential: { id: string } },
  expectedUserId?: string,
): Promise<string | undefined> {
  const pending = await challenges.take(answer.challengeId);
  if (pending?.purpose !== 'login') return undefined;
  const stored = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', answer.credential.id)
    .executeTakeFirst();
  if (!stored) return undefined;
  if (expectedUserId && expectedUserId !== stored.user_id) return undefined;
  const verified = await verifyAuthenticationResponse({
    response: answer.credential as AuthenticationResponseJSON,
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(stored.public_key),
      counter: Number(stored.counter),
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date() })
    .where('id', '=', stored.id)
    .execute();
  return stored.user_id;
}

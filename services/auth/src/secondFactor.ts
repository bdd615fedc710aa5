import { randomBytes } from 'node:crypto';
import { type Database, type DataProtection, decryptJson, encryptJson } from '@rb/kit';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Resume Builder';
const RECOVERY_CODES = 10;
/** A code from the step before or after is still taken: phones' clocks drift and people type slowly. */
const TOLERANCE_SECONDS = 30;
/** Recovery codes are drawn from this alphabet (no 0/o, 1/l/i to misread). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random characters (~49 bits) shown as `abcde-fghij`; only a keyed hash of the ten is kept. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A new secret for the user's app, kept as pending until a first code from the app confirms it. */
export async function startTotpSetup(
  db: Kysely<Database>,
  { keyring }: DataProtection,
  userId: string,
  email: string,
) {
  const secret = generateSecret();
  await db
    .updateTable('users')
    .set({ totp_pending_enc: encryptJson(keyring, secret) })
    .where('id', '=', userId)
    .execute();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240 }) };
}

/**
 * A six-digit code against the secret, accepted once: the step it belongs to must be later than the
 * last one accepted, set with a compare-and-set so two uses of one code cannot both pass.
 */
async function acceptTotp(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  code: string,
  lastStep: string | null,
): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: Number(lastStep) }),
  });
  // A TOTP result names its time step; otplib's type is shared with HOTP's, which has none.
  if (!result.valid || !('timeStep' in result)) return false;
  const moved = await db
    .updateTable('users')
    .set({ totp_last_step: result.timeStep })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(result.timeStep))]),
    )
    .returning('id')
    .executeTakeFirst();
  return Boolean(moved);
}

/**
 * Turns the factor on when `code` comes from the pending secret's app: the secret takes effect and ten
 * new recovery codes replace any earlier ones. Undefined when there is no setup or the code is wrong.
 */
export async function enableTotp(
  db: Kysely<Database>,
  protection: DataProtection,
  userId: string,
  code: string,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['totp_pending_enc', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.totp_pending_enc) return undefined;
  const secret = decryptJson<string>(protection.keyring, row.totp_pending_enc);
  if (!(await acceptTotp(db, userId, secret, normalise(code), row.totp_last_step))) return undefined;
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret_enc: row.totp_pending_enc, totp_pending_enc: null, totp_enabled_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codes.map((c) => ({ user_id: userId, code_hash: protection.hash('recovery-code', normalise(c)) })),
      )
      .execute();
  });
  return codes;
}

/**
 * Checks a second-factor code of a user whose factor is on, spending it: a TOTP code by its time step,
 * a recovery code by its row. Which kind passed, or undefined.
 */
export async function spendSecondFactor(
  db: Kysely<Database>,
  protection: DataProtection,
  userId: string,
  code: string,
): Promise<'totp' | 'recovery' | undefined> {
  const given = normalise(code);
  if (/^\d{6}$/.test(given)) {
    const row = await db
      .selectFrom('users')
      .select(['totp_secret_enc', 'totp_last_step'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.totp_secret_enc) return undefined;
    const secret = decryptJson<string>(protection.keyring, row.totp_secret_enc);
    return (await acceptTotp(db, userId, secret, given, row.totp_last_step)) ? 'totp' : undefined;
  }
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', protection.hash('recovery-code', given))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return spent ? 'recovery' : undefined;
}

/** Turns the factor off: the secret and every recovery code go. */
export async function disableTotp(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret_enc: null, totp_pending_enc: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

export type AccountTokenPurpose = 'password-reset' | 'email-verify';

/**
 * How long a mailed link works: a reset is short (whoever reads the mailbox later must not reset the
 * password with it), a verification waits a day for the person to open their mail.
 */
export const ACCOUNT_TOKEN_SECONDS: Record<AccountTokenPurpose, number> = {
  'password-reset': 30 * 60,
  'email-verify': 24 * 3600,
};

/** 256 random bits need no key: the hash only keeps a copy of the table from being a set of links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the user; the caller mails it, only its hash is stored. */
export async function issueAccountToken(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: digest(token),
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + ACCOUNT_TOKEN_SECONDS[purpose] * 1000),
    })
    .execute();
  await db
    .deleteFrom('account_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return token;
}

/**
 * Spends the token, atomically (a compare-and-set on used_at, so of two uses only one wins), and
 * answers whose it was; undefined when it is unknown, spent, expired or meant for something else.
 */
export async function redeemAccountToken(
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends every other live token of the purpose: once a reset is done, older reset links stop working. */
export async function spendAccountTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

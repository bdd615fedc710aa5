import { type ColumnType, type Generated, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Envelope } from './keyring';

export interface UsersTable {
  id: Generated<string>;
  /** HMAC of the lower-cased e-mail (dataProtection.ts): lookups and case-insensitive uniqueness. */
  email_hash: string;
  /** The e-mail and {firstName, lastName}, sealed with the keyring: never stored in clear. */
  email_enc: Envelope;
  name_enc: Envelope;
  password_hash: string;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  /** Bumped by a password change: tokens carrying an older `ver` stop working. */
  token_version: Generated<number>;
  /** When the address was shown to be the person's (a mailed link opened); null until then. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The TOTP secret being set up, and the one in force (sealed); when it was turned on. */
  totp_pending_enc: ColumnType<Envelope | null, undefined, Envelope | null>;
  totp_secret_enc: ColumnType<Envelope | null, undefined, Envelope | null>;
  totp_enabled_at: ColumnType<Date | null, undefined, Date | null>;
  /** The time step of the last TOTP code accepted: a code is refused at or before it (no replay). */
  totp_last_step: ColumnType<string | null, undefined, number | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

/** A refresh chain (auth's token_families): only current_jti may be refreshed; revoked_at ends it. */
export interface TokenFamiliesTable {
  id: string;
  user_id: string;
  current_jti: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** A coarse label of the device the chain signed in from ("Chrome 131 on Linux"); shown in Settings. */
  device: ColumnType<string, string | undefined, string>;
  /** When the chain was last used to sign in or refresh. */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

/** auth's account_tokens: mailed single-use links, kept as the SHA-256 of the token only. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'password-reset' | 'email-verify';
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

/** auth's recovery_codes: one-time second-factor codes, as keyed hashes. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

/** auth's passkeys: WebAuthn credentials, found by credential id at sign-in. */
export interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, never>;
  device: string;
  created_at: ColumnType<Date, never, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
}

/** What legal_acceptances.client holds once opened. */
export interface LegalClient {
  ip: string | null;
  userAgent: string | null;
}

export interface LegalAcceptancesTable {
  id: Generated<string>;
  user_id: string;
  username: string;
  document: string;
  version: string;
  accepted_at: ColumnType<Date, never, never>;
  /** {ip, userAgent} of the accepting client, sealed with the keyring (LegalClient). */
  client: Envelope;
  document_sha256: string;
}

/** auth's audit_log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE but the prune's). */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, never, never>;
  actor_id: string | null;
  event: string;
  outcome: 'success' | 'failure';
  ip: string | null;
  details: ColumnType<Record<string, string | number | boolean>, string | undefined, never>;
}

/**
 * Tables of the platform services. Other packages describe their own tables in their own interface
 * and widen a connection with `createDb(url).withTables<TheirTables>()` (kysely's typed extension).
 */
export interface Database {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  account_tokens: AccountTokensTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  legal_acceptances: LegalAcceptancesTable;
  audit_log: AuditLogTable;
}

export interface DbOptions {
  /** Pool size; small by default because every service has its own pool. */
  max?: number;
  /**
   * `request` (the default) for code that answers a user, `maintenance` for migrations, scripts and
   * test set-up, whose statements (CREATE DATABASE, an index build) may rightly take seconds.
   */
  timeouts?: keyof typeof DB_TIMEOUTS;
}

/**
 * How long a connection attempt (or a wait for a free pooled client), a statement on the server and a
 * statement seen from the client (a PostgreSQL that stopped answering) may take. On request paths all
 * three stay under the 2 s in which an outage must be a 503: a request's first stuck query fails it,
 * so the slowest 503 is the work done before the outage plus one timeout. The server's limit is the
 * lower, so a slow but living database cancels the statement itself and the connection stays usable.
 */
export const DB_TIMEOUTS = {
  request: { connectionTimeoutMillis: 1000, statement_timeout: 800, query_timeout: 1000 },
  maintenance: { connectionTimeoutMillis: 5000, statement_timeout: 120_000, query_timeout: 125_000 },
} as const;

/** Kysely over a pg pool whose every wait is bounded (DB_TIMEOUTS): an outage is a prompt error. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    ...DB_TIMEOUTS[options.timeouts ?? 'request'],
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * True for errors that mean "the database cannot be reached right now" rather than a bug:
 * refused or timed-out connections, PostgreSQL shutting down or refusing connections, statement timeouts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code)) return true;
    // Class 08 = connection exception; 57P0x = shutdown / cannot connect now; 57014 = statement timeout; 53300 = too many connections.
    if (/^08|^57P0|^57014$|^53300$/.test(code)) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout/i.test(
    error.message,
  );
}

import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { decryptJson, type Envelope, type Keyring } from '../keyring';

/** Where a searched-for text was found: the table or key, and whether it was only readable once decrypted. */
export interface StoreHit {
  where: string;
  needle: string;
  sealed: boolean;
}

export interface StoreSearch {
  hits: StoreHit[];
  /** Envelopes opened with the keyring: proof the sealed contents were searched too. */
  opened: number;
  /** Envelopes that name a key of the ring but do not open (another test's deliberately bad ones). */
  unopened: number;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  ['kid', 'iv', 'tag', 'data'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** A value's JSON form if it is JSON text (BullMQ keeps payloads and results as JSON strings). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Searches text for the needles (case-insensitively), then every envelope inside it, opened with the
 * keyring, and every JSON string inside those (a sealed value may be JSON text again).
 */
function searchText(text: string, where: string, needles: readonly string[], keyring: Keyring | undefined) {
  const found: StoreSearch = { hits: [], opened: 0, unopened: 0 };
  const visit = (value: unknown, sealed: boolean) => {
    if (typeof value === 'string') {
      const lower = value.toLowerCase();
      for (const needle of needles) {
        if (lower.includes(needle.toLowerCase())) found.hits.push({ where, needle, sealed });
      }
      const inner = value.length > 1 && /^[[{"]/.test(value) ? parsed(value) : undefined;
      if (inner !== undefined && typeof inner !== 'string') walk(inner, sealed);
      return;
    }
    walk(value, sealed);
  };
  const walk = (value: unknown, sealed: boolean): void => {
    if (isEnvelope(value) && keyring?.keys.has(value.kid)) {
      let plain: unknown;
      try {
        plain = decryptJson(keyring, value);
      } catch {
        found.unopened++;
        return;
      }
      found.opened++;
      visit(JSON.stringify(plain), true);
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, sealed);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) walk(item, sealed);
    else if (typeof value === 'string') visit(value, sealed);
  };
  visit(text, false);
  return found;
}

const merge = (into: StoreSearch, from: StoreSearch) => {
  into.hits.push(...from.hits);
  into.opened += from.opened;
  into.unopened += from.unopened;
};

/** Every row of every table of the database's public schema, each as its JSON text, searched. */
export async function searchPostgres<DB>(
  db: Kysely<DB>,
  needles: readonly string[],
  keyring?: Keyring,
): Promise<StoreSearch> {
  const result: StoreSearch = { hits: [], opened: 0, unopened: 0 };
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  for (const { name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select row_to_json(t)::text as row from ${sql.table(name)} t`.execute(db);
    for (const { row } of rows.rows) merge(result, searchText(row, name, needles, keyring));
  }
  return result;
}

/** Everything Redis keeps under the prefix: key names and values of every type, searched. */
export async function searchRedis(
  redis: Redis,
  prefix: string,
  needles: readonly string[],
  keyring?: Keyring,
): Promise<StoreSearch> {
  const result: StoreSearch = { hits: [], opened: 0, unopened: 0 };
  const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  for await (const keys of redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) {
    for (const key of keys) {
      const values = await valuesOf(redis, key);
      for (const value of [key, ...values]) merge(result, searchText(value, key, needles, keyring));
    }
  }
  return result;
}

async function valuesOf(redis: Redis, key: string): Promise<string[]> {
  switch (await redis.type(key)) {
    case 'string':
      return [(await redis.get(key)) ?? ''];
    case 'hash':
      return Object.entries(await redis.hgetall(key)).flat();
    case 'list':
      return redis.lrange(key, 0, -1);
    case 'set':
      return redis.smembers(key);
    case 'zset':
      return redis.zrange(key, '0', '-1');
    case 'stream':
      return ((await redis.xrange(key, '-', '+')) as [string, string[]][]).flatMap(([, fields]) => fields);
    default:
      return [];
  }
}

/**
 * `npm run migrate`: creates the database of DATABASE_URL if it does not exist, then brings every
 * service's tables to the latest version (auth, legal, resume, admin — in that order).
 */
import { createDb, loadConfig, migrateService } from '@rb/kit';
import pg from 'pg';
import { loadServiceMigrations } from './serviceMigrations';

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createDb(config.DATABASE_URL, { max: 1, timeouts: 'maintenance' });
try {
  for (const { service, migrations } of await loadServiceMigrations()) {
    const applied = await migrateService(db, service, migrations);
    console.log(`${service}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  }
} finally {
  await db.destroy();
}

#!/usr/bin/env node
// Starts the whole system for one Playwright run: a fresh PostgreSQL database and Redis queue
// prefix, then `node scripts/start.mjs` exactly as a user runs it. On SIGTERM it stops the system and
// drops the database.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  adminUrl as admin,
  databaseName as database,
  databaseUrl,
  mailCatcherSmtpPort,
  mailCatcherWebPort,
  queuePrefix,
} from './run.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function sql(statement) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await sql(`CREATE DATABASE "${database}"`);

// Its own process group, so stopping reaches every service and worker it starts, however deep.
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    // Every spec of the run comes from 127.0.0.1, so the per-IP limits (meant for one person) would
    // count the whole suite as one client and answer 429 to whichever test runs after a busy one.
    // Per-user and AI limits stay as in production; specs that test them hit those.
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20000',
    AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? '5000',
    // Every test user registers and uses AI from loopback: the per-address daily allowances are raised.
    REGISTRATIONS_PER_ADDRESS_PER_DAY: process.env.REGISTRATIONS_PER_ADDRESS_PER_DAY ?? '100000',
    AI_DAILY_LIMIT_PER_ADDRESS: process.env.AI_DAILY_LIMIT_PER_ADDRESS ?? '100000',
    // One client asks for many links across the suite (the per-address limit stays as in production).
    MAIL_REQUESTS_PER_IP_PER_HOUR: process.env.MAIL_REQUESTS_PER_IP_PER_HOUR ?? '100000',
    // Mail goes to start.mjs's catcher (SMTP_URL is removed below), where the tests read the links.
    MAIL_CATCHER_SMTP_PORT: String(mailCatcherSmtpPort),
    MAIL_CATCHER_WEB_PORT: String(mailCatcherWebPort),
    SMTP_URL: undefined,
  },
});

let stopping = false;

function groupAlive() {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  signalGroup('SIGKILL');
  await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((e) =>
    console.error(`could not drop ${database}:`, e.message),
  );
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
// start.mjs exiting on its own means the system failed to start or crashed.
child.on('exit', (code) => void stop(code ?? 1));

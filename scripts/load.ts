/**
 * Capacity under a bounded load from loopback (issue 15): N virtual users, each registering and
 * logging in once (all of them before the clock starts), then looping without pause over list →
 * generate → ATS score → PDF → DOCX → the same PDF again (odd users then delete the resume), with one
 * AI action each. Prints per-action count and p50/p95/p99, requests/s, errors by status, the CPU and
 * memory of every process of the system under test with the system's CPU per request, and each
 * queue's wait and run times.
 *
 *   npm run load -- [--users 50] [--seconds 60] [--port 8381] [--no-cache] [--root ../other-checkout]
 *                   [--profile /tmp/profiles]
 *   BASE_URL=http://127.0.0.1:8080 npm run load   # an already running system (loopback only)
 *   (with BASE_URL, MAIL_CATCHER_URL=http://127.0.0.1:4108 lets its users verify their address for the AI call)
 *
 * Without BASE_URL it starts the whole system (`node scripts/start.mjs`) on its own port, database and
 * queue prefix, with the per-IP and per-user limits raised through environment variables given only
 * to that system, and drops the database afterwards. Not a test: it asserts nothing, it measures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { QueueName } from '@rb/contracts';
import { createRedis, readQueueHours } from '@rb/kit';
import pg from 'pg';
import type { resumeConfigShape } from '../services/resume/src/config';
import { startStatementCounter } from './lib/pgStatementCount';
import { fromPorts, sentTotal, watchRedisCommands } from './lib/redisCommandCount';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '8381' },
    'no-cache': { type: 'boolean', default: false },
    /** Another checkout to start instead of this one, to compare two versions under one harness. */
    root: { type: 'string' },
    /**
     * A directory where every server process writes a V8 CPU profile (`.cpuprofile`, for Chrome
     * DevTools or speedscope) when the run stops it; start.mjs reads it as CPU_PROFILE_DIR.
     */
    profile: { type: 'string' },
  },
});
const users = bounded(args.users, 1, 200, 'users');
const seconds = bounded(args.seconds, 5, 600, 'seconds');
const port = bounded(args.port, 1024, 65_000, 'port');

function bounded(raw: string | undefined, min: number, max: number, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be ${min}–${max}`);
  return n;
}

/**
 * Limits lifted for the load run only: the gateway's per-IP budgets, the resume service's per-user
 * budgets and AI quota, and the login throttle (every virtual user logs in from 127.0.0.1). A
 * production system never receives these; their defaults stay as documented in the README.
 */
const liftedLimits = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  REGISTRATIONS_PER_ADDRESS_PER_DAY: '1000000',
  AI_DAILY_LIMIT_PER_ADDRESS: '1000000',
  COSTLY_RATE_LIMIT_PER_MINUTE: '1000000',
  AI_DAILY_LIMIT: '1000000',
  LOGIN_MAX_FAILS_PER_IP: '1000000',
};

/**
 * `--no-cache`: the resume service's setting that turns the rendered document cache off. Typed by the
 * service's configuration so that a name it does not read fails to compile: this once set
 * RENDER_CACHE_ENTRIES, which nothing reads, and `--no-cache` ran with the cache on.
 */
const cacheOff: { [K in keyof typeof resumeConfigShape]?: string } = { RENDER_CACHE_PER_USER: '0' };

const sampleResume = {
  name: 'Load Tester',
  email: 'load@example.test',
  phone: '+1 555 0100',
  linkedin: 'linkedin.com/in/load',
  portfolio: '',
  summary: 'Data engineer who builds reliable streaming pipelines and cuts cloud costs.',
  experience: [
    {
      company: 'Northwind Traders',
      role: 'Data Engineer',
      start_date: '2020',
      end_date: 'Present',
      responsibilities: ['Built streaming pipelines in Kafka', 'Cut warehouse costs by 30%'],
    },
    {
      company: 'Contoso',
      role: 'Analyst',
      start_date: '2017',
      end_date: '2020',
      responsibilities: ['Automated weekly reporting in Python', 'Modelled churn with SQL and dbt'],
    },
  ],
  education: [{ institution: 'State University', degree: 'BSc Statistics', graduation_year: '2017' }],
  skills: ['Python', 'SQL', 'Kafka', 'AWS', 'dbt'],
  certifications: [{ name: 'AWS Data Analytics', year: '2022' }],
};
const jobDescription =
  'We are hiring a data engineer with Python, SQL, Kafka and AWS experience to build pipelines, ' +
  'collaborate with analysts and own data quality.';
const htmlResume = `<h1>${sampleResume.name}</h1><p>${sampleResume.summary}</p><ul>${sampleResume.skills
  .map((s) => `<li>${s}</li>`)
  .join('')}</ul>`;

// ---------------------------------------------------------------------------------------------
// Measurements

/** The loop's request times per action (the journey under load, the figures the bound below explains). */
const timings = new Map<string, number[]>();
/** Sign-up's request times (register, verify, login: bcrypt's cost by design, before the clock). */
const signUpTimings = new Map<string, number[]>();
const errors = new Map<string, number>();
let requests = 0;
/** The unloaded phase's request times per action (one user alone, before the load; see measureUnloaded). */
const unloadedTimings = new Map<string, number[]>();
/** Where `call` puts request times: the load's, the unloaded phase's, or nowhere (while counting). */
let recordInto: Map<string, number[]> | undefined = timings;
/**
 * Set while counting: called before each request, its answer after it, so that what the system did
 * for one request (Redis commands, SQL statements) is told apart from the next one's.
 */
let around: ((action: string) => Promise<() => Promise<void>>) | undefined;

/**
 * The virtual users' HTTP client: plain `http.request` on kept-alive sockets. The client shares the two
 * cores with the system it measures, and fetch's WHATWG layers (Headers, streams) cost it 1.4 ms of CPU
 * per request, a tenth of the whole journey's, taken from the system under test.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

interface CallInit {
  method?: string;
  body?: string;
}

function send(url: string, init: CallInit, token?: string): Promise<{ status: number; body: Buffer }> {
  const headers: http.OutgoingHttpHeaders = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(init.body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function call(action: string, base: string, path: string, init: CallInit = {}, token?: string) {
  const counted = await around?.(action);
  const started = performance.now();
  let status = 0;
  let body: Buffer | undefined;
  try {
    ({ status, body } = await send(base + path, init, token));
  } catch {
    status = 0;
  }
  const ms = performance.now() - started;
  await counted?.();
  requests++;
  const list = recordInto?.get(action) ?? [];
  list.push(ms);
  recordInto?.set(action, list);
  if (status < 200 || status >= 300) {
    const key = `${action} ${status || 'network'}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return undefined;
  }
  return body;
}

const json = (body: Buffer | undefined) =>
  body ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : undefined;

const post = (body: unknown): CallInit => ({ method: 'POST', body: JSON.stringify(body) });

/**
 * Opens the verification link the system mailed to `email` (read from start.mjs's mail catcher), as a
 * person would before their first AI use: the AI allowance comes with a verified address.
 */
async function verifyAddress(base: string, mailUrl: string, email: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const messages = (await (await fetch(`${mailUrl}/messages.json`)).json()) as {
      to: string[];
      text: string;
    }[];
    const token = messages.find((m) => m.to.includes(email))?.text.match(/verify-email#token=([\w-]+)/)?.[1];
    if (token) {
      await call('verify', base, '/api/auth/verify-email', post({ token }));
      return;
    }
    await sleep(100);
  }
  throw new Error(`no verification mail reached ${mailUrl} for ${email}`);
}

/** A virtual user's account, registered, verified when the mail can be read, and logged in. */
async function signUp(base: string, index: number, mailUrl: string | undefined): Promise<string | undefined> {
  const email = `load.${index}.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'load-test-password';
  await call(
    'register',
    base,
    '/api/auth/register',
    post({ firstName: 'Load', lastName: `User${index}`, email, password }),
  );
  if (mailUrl) await verifyAddress(base, mailUrl, email);
  const login = json(await call('login', base, '/api/auth/login', post({ email, password })));
  return typeof login?.token === 'string' ? login.token : undefined;
}

/**
 * Sign-ups in flight at once. bcrypt keeps a core busy per sign-up, so more than the cores in flight
 * only queue inside the auth service, holding its database connections while they wait: 50 at once on a
 * machine loaded ~10 timed out waiting for a PostgreSQL connection (1 s, kit's request pool) and the
 * run stopped before its clock. Sign-up is before the clock, so this changes no measured figure.
 */
const SIGN_UP_CONCURRENCY = Math.max(2, availableParallelism());

/** Every virtual user's token, `SIGN_UP_CONCURRENCY` sign-ups at a time; stops the run if one fails. */
async function signUpAll(base: string, mailUrl: string | undefined): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  recordInto = signUpTimings;
  await Promise.all(
    Array.from({ length: Math.min(users, SIGN_UP_CONCURRENCY) }, async () => {
      for (let i = next++; i < users; i = next++) {
        const token = await signUp(base, i, mailUrl);
        // A user missing from the load would quietly change N, the figure the bound below rests on.
        if (!token)
          throw new Error(`user ${i} could not sign up: ${JSON.stringify(Object.fromEntries(errors))}`);
        tokens[i] = token;
      }
    }),
  );
  recordInto = timings;
  return tokens;
}

/**
 * One user's journey, looped until the deadline or for `loops` rounds. The load's users expand one text
 * with AI (a charged use) in their first round only; the unloaded phase does it every round, for its p95.
 */
async function virtualUser(
  base: string,
  index: number,
  token: string,
  deadline: number,
  { loops = Number.POSITIVE_INFINITY, aiEveryRound = false } = {},
): Promise<void> {
  let aiDone = false;
  for (let round = 0; round < loops && performance.now() < deadline; round++) {
    await call('list', base, '/api/resume/list', {}, token);
    const generated = json(
      await call(
        'generate',
        base,
        '/api/resume/generate',
        post({ type: 'resume', jobDescription, resumeData: sampleResume }),
        token,
      ),
    );
    await call('ats score', base, '/api/ats/score-resume', post({ htmlResume, jobDescription }), token);
    const id = (generated?.resume as { id?: string } | undefined)?.id;
    if (id) {
      await call('pdf', base, `/api/resume/${id}/download?format=pdf`, {}, token);
      await call('docx', base, `/api/resume/${id}/download?format=docx`, {}, token);
      await call('pdf again', base, `/api/resume/${id}/download?format=pdf`, {}, token);
      if (index % 2 === 1) await call('delete', base, `/api/resume/${id}`, { method: 'DELETE' }, token);
    }
    if (!aiDone || aiEveryRound) {
      aiDone = true;
      await call(
        'ai expand',
        base,
        '/api/openai/expand-editor',
        post({ rawText: sampleResume.summary }),
        token,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The system's processes (read from /proc: the process tree under the started system)

interface GroupSample {
  processes: number;
  cpuSeconds: number;
  rssMb: number;
}

const TICKS = 100; // USER_HZ on Linux

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  return children;
}

function usage(pid: number): { cpuSeconds: number; rssMb: number; cmd: string[] } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return {
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
      rssMb: rss ? Number(rss[1]) / 1024 : 0,
      cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean),
    };
  } catch {
    return undefined;
  }
}

/** The entry a node process runs (gateway/src/main.ts…), with a worker's queues; else undefined. */
function entryOf(pid: number, cmd: string[]): string | undefined {
  // start.mjs runs each process from its bundle (dist/main.js); tsx runs src/main.ts.
  const entry = cmd.find((a) => /^(gateway|services|workers)\/.*main\.(ts|js)$/.test(a));
  if (!entry) return undefined;
  const queues = queuesOf(pid);
  return queues ? `${entry} [${queues}]` : entry;
}

/**
 * CPU seconds and resident memory of the system's process tree, summed per process of npm start
 * (gateway, each service, each worker group); a process's children (tsx's loader, Chromium, the PDF
 * text sandbox) count with it, and the starter itself with concurrently as `start.mjs`.
 */
/** Counts one process's CPU and memory into its group. */
function addUsage(groups: Map<string, GroupSample>, group: string, u: { cpuSeconds: number; rssMb: number }) {
  const g = groups.get(group) ?? { processes: 0, cpuSeconds: 0, rssMb: 0 };
  g.processes++;
  g.cpuSeconds += u.cpuSeconds;
  g.rssMb += u.rssMb;
  groups.set(group, g);
}

function snapshot(root: number): Map<string, GroupSample> {
  const children = childrenByParent();
  const groups = new Map<string, GroupSample>();
  const visit = (pid: number, group: string) => {
    const u = usage(pid);
    if (!u) return;
    const own = group === 'start.mjs' ? (entryOf(pid, u.cmd) ?? group) : group;
    addUsage(groups, own, u);
    for (const child of children.get(pid) ?? []) visit(child, own);
  };
  visit(root, 'start.mjs');
  return groups;
}

/**
 * What else the journey costs on this machine: the shared PostgreSQL and Redis (their processes by
 * name, so another tenant's work counts too on a busy machine) and this load client, which shares the
 * cores with the system it measures.
 */
function outsideSnapshot(): Map<string, GroupSample> {
  const groups = new Map<string, GroupSample>();
  const add = (group: string, pid: number) => {
    const u = usage(pid);
    if (u) addUsage(groups, group, u);
  };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name === 'postgres') add('PostgreSQL (shared)', Number(entry));
      else if (name === 'redis-server') add('Redis (shared)', Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  add('load client (this process)', process.pid);
  return groups;
}

/** Workers are told apart by their queues, which only their environment holds. */
function queuesOf(pid: number): string | undefined {
  try {
    const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return env.find((e) => e.startsWith('WORKER_QUEUES='))?.slice(14);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The unloaded phase: one user alone, before the load (issue 34 states each action's goal against it)

/** Rounds of the journey the unloaded phase times, then counts. */
const UNLOADED_ROUNDS = 20;
const COUNTED_ROUNDS = 5;
/** After each counted request, so that its jobs' last commands (a worker's console count) land in it. */
const SETTLE_MS = 30;

interface ActionCounts {
  requests: number;
  redis: number;
  sql: number;
}

/** Every process of the system under test (the starter's tree). */
function treePids(root: number): number[] {
  const children = childrenByParent();
  const pids: number[] = [];
  const visit = (pid: number) => {
    pids.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return pids;
}

/** The local ports of these processes' TCP connections to `redisPort` (their sockets' inodes in /proc). */
function redisPortsOf(pids: number[], redisPort: number): Set<number> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // exited meanwhile
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (socket) inodes.add(socket[1] as string);
      } catch {
        // closed meanwhile
      }
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const [, local = '', remote = '', , , , , , , inode = ''] = line.trim().split(/\s+/);
      const port = (address: string) => Number.parseInt(address.split(':')[1] ?? '', 16);
      if (port(remote) === redisPort && inodes.has(inode)) ports.add(port(local));
    }
  }
  return ports;
}

/**
 * One user alone runs the journey (AI expand every round) before the load: first timed, the baseline
 * each action's loaded p95 is held to; then again with Redis watched (MONITOR, commands sent from the
 * system's own connections) and PostgreSQL's statements counted, one request at a time, for the
 * counts per action. MONITOR slows Redis, so the counted rounds are never the timed ones.
 */
async function measureUnloaded(
  system: SystemUnderTest,
  token: string,
): Promise<Map<string, ActionCounts> | undefined> {
  recordInto = unloadedTimings;
  await virtualUser(system.base, 1, token, Number.POSITIVE_INFINITY, {
    loops: UNLOADED_ROUNDS,
    aiEveryRound: true,
  });
  const { root, sqlStatements } = system;
  if (!root || !sqlStatements) {
    recordInto = timings;
    return undefined;
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPort = Number(new URL(redisUrl).port || 6379);
  let ports = redisPortsOf(treePids(root), redisPort);
  const watch = await watchRedisCommands(
    redisUrl,
    fromPorts(() => ports),
  );
  const counts = new Map<string, ActionCounts>();
  recordInto = undefined;
  around = async (action) => {
    // A connection opened since (a reconnect, a lazily made one) is the system's too.
    ports = redisPortsOf(treePids(root), redisPort);
    const redisBefore = sentTotal(watch.count);
    const sqlBefore = sqlStatements();
    return async () => {
      await sleep(SETTLE_MS);
      const c = counts.get(action) ?? { requests: 0, redis: 0, sql: 0 };
      c.requests++;
      c.redis += sentTotal(watch.count) - redisBefore;
      c.sql += sqlStatements() - sqlBefore;
      counts.set(action, c);
    };
  };
  try {
    await virtualUser(system.base, 1, token, Number.POSITIVE_INFINITY, {
      loops: COUNTED_ROUNDS,
      aiEveryRound: true,
    });
  } finally {
    around = undefined;
    recordInto = timings;
    await watch.stop();
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Starting and stopping the system under test

interface SystemUnderTest {
  base: string;
  /** The starter's pid, whose process tree is the system. */
  root?: number;
  /** The system's QUEUE_PREFIX, for the jobs' own timestamps. */
  queuePrefix?: string;
  /** Its mail catcher's page (MAIL_CATCHER_URL with BASE_URL): where verification links are read. */
  mailUrl?: string;
  /** The statements the system has sent PostgreSQL (through a counting proxy; a system we start only). */
  sqlStatements?: () => number;
  stop: () => Promise<void>;
}

async function startSystem(): Promise<SystemUnderTest> {
  if (process.env.BASE_URL) {
    const url = new URL(process.env.BASE_URL);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      throw new Error('BASE_URL must be a loopback address: this benchmark never loads another host');
    }
    return {
      base: url.origin,
      queuePrefix: process.env.QUEUE_PREFIX,
      mailUrl: process.env.MAIL_CATCHER_URL,
      stop: async () => {},
    };
  }
  const id = randomBytes(4).toString('hex');
  const database = `rb_load_${id}`;
  const queuePrefix = `load-${id}`;
  const admin = process.env.LOAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const servicePortBase = 4100 + 10 * (port - 8080);
  // Another system on these ports (another checkout's tests, say) would answer in ours' place, and the
  // run would load and measure it: this happened once, 429s and all.
  for (const taken of [port, ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => servicePortBase + i)]) {
    if (await listening(taken)) throw new Error(`port ${taken} is in use: pick another --port`);
  }
  await sql(`CREATE DATABASE "${database}"`);
  const databaseUrl = new URL(admin);
  databaseUrl.pathname = `/${database}`;
  // The system reaches PostgreSQL through a proxy that counts its statements (per action, unloaded).
  const counter = await startStatementCounter({
    host: databaseUrl.hostname,
    port: Number(databaseUrl.port || 5432),
  });
  databaseUrl.host = `127.0.0.1:${counter.port}`;
  // The system's logs (warnings and errors only) go to a file, to explain any error the run counts.
  const logFile = path.join(tmpdir(), `rb-load-${id}.log`);
  const log = openSync(logFile, 'w');
  console.log(`system logs: ${logFile}`);
  const root = path.resolve(args.root ?? '.');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', log, log],
    detached: true,
    env: {
      ...process.env,
      ...liftedLimits,
      ...(args['no-cache'] ? cacheOff : {}),
      ...(args.profile ? { CPU_PROFILE_DIR: path.resolve(args.profile) } : {}),
      PORT: String(port),
      SERVICE_PORT_BASE: String(servicePortBase),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.href,
      QUEUE_PREFIX: queuePrefix,
    },
  });
  const pid = child.pid as number;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const until = Date.now() + 15_000;
    while (signal(0 as unknown as NodeJS.Signals) && Date.now() < until) await sleep(200);
    signal('SIGKILL');
    counter.close();
    await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((e: Error) =>
      console.error(`could not drop ${database}: ${e.message}`),
    );
    // The run's queues, events streams and caches would otherwise stay in the shared Redis.
    await forgetPrefix(queuePrefix).catch((e: Error) =>
      console.error(`could not remove ${queuePrefix}:* from Redis: ${e.message}`),
    );
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      const ready = await fetch(`${base}/readyz`);
      // Both worker groups must be up too, or the first jobs would measure their start.
      if (ready.ok && (await workersReady(servicePortBase))) break;
    } catch {
      // not yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('the system did not become ready within 3 minutes');
    }
    await sleep(500);
  }
  // start.mjs's mail catcher (no SMTP_URL given) lists its mail on SERVICE_PORT_BASE+8.
  const mailUrl = process.env.SMTP_URL ? undefined : `http://127.0.0.1:${servicePortBase + 8}`;
  return { base, root: pid, queuePrefix, mailUrl, sqlStatements: counter.statements, stop };
}

/** Whether something accepts connections on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The worker groups' /readyz (start.mjs puts them on SERVICE_PORT_BASE+5 and +6). */
async function workersReady(servicePortBase: number): Promise<boolean> {
  const answers = await Promise.all(
    [5, 6].map((i) => fetch(`http://127.0.0.1:${servicePortBase + i}/readyz`).then((r) => r.ok)),
  );
  return answers.every(Boolean);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Report

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
/** Each action's loaded p95 may be at most this multiple of its unloaded p95 (issue 34). */
const P95_GOAL_RATIO = 2;

function printActions(
  loopRequests: number,
  elapsedSeconds: number,
  counts: Map<string, ActionCounts> | undefined,
): void {
  const rows = [...timings, ...signUpTimings].map(([action, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const alone = [...(unloadedTimings.get(action) ?? [])].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const unloadedP95 = alone.length ? percentile(alone, 95) : undefined;
    const ratio = unloadedP95 ? p95 / unloadedP95 : undefined;
    const c = counts?.get(action);
    return {
      action,
      count: sorted.length,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(p95),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'mean ms': Math.round(mean(sorted)),
      'unloaded mean': alone.length ? Math.round(mean(alone)) : '-',
      'unloaded p95': unloadedP95 === undefined ? '-' : Math.round(unloadedP95),
      // Sign-up has no unloaded phase: it runs once per user, before the clock.
      'p95 ÷ unloaded':
        ratio === undefined ? '-' : `${ratio.toFixed(1)}×${ratio <= P95_GOAL_RATIO ? ' ok' : ' over'}`,
      'Redis cmds/req': c ? Number((c.redis / c.requests).toFixed(1)) : '-',
      'SQL stmts/req': c ? Number((c.sql / c.requests).toFixed(1)) : '-',
    };
  });
  console.table(rows);
  console.log(
    `unloaded: one user alone before the load, ${UNLOADED_ROUNDS} rounds timed; goal: every action's p95 ≤ ${P95_GOAL_RATIO}× its unloaded p95 (sign-up, before the clock, has no unloaded phase)`,
  );
  if (counts)
    console.log(
      `Redis commands (sent by the system's connections, MONITOR) and SQL statements (Query and Execute messages through a counting proxy) per request: ${COUNTED_ROUNDS} more unloaded rounds, one request at a time`,
    );
  console.log(
    `requests/s: ${(loopRequests / elapsedSeconds).toFixed(1)} (${loopRequests} in the ${elapsedSeconds.toFixed(1)} s loop)`,
  );
  console.log(
    errors.size === 0
      ? 'errors: 0'
      : `errors by action and status: ${JSON.stringify(Object.fromEntries(errors))}`,
  );
}

/**
 * Each process's CPU over the loop, and the whole system's CPU per request: the capacity figure that
 * other work on a shared machine moves least (a busy neighbour delays our requests, but barely
 * changes the CPU each one costs). The cores divided by it bound the requests/s this journey can reach.
 */
function printProcesses(
  before: Map<string, GroupSample>,
  after: Map<string, GroupSample>,
  seconds: number,
  loopRequests: number,
): number {
  let cpuSeconds = 0;
  const rows = [...after].map(([group, a]) => {
    const b = before.get(group);
    const used = a.cpuSeconds - (b?.cpuSeconds ?? 0);
    cpuSeconds += used;
    return {
      process: group,
      processes: a.processes,
      'cpu % of one core': Math.round((100 * used) / seconds),
      'cpu ms per request': Number(((1000 * used) / Math.max(1, loopRequests)).toFixed(2)),
      'rss MB before': b ? Math.round(b.rssMb) : '-',
      'rss MB after': Math.round(a.rssMb),
    };
  });
  console.table(rows);
  return (1000 * cpuSeconds) / Math.max(1, loopRequests);
}

/**
 * Why this journey's loaded times cannot be near its unloaded ones, from this run's own figures.
 *
 * Little's law, exact over the loop: Σ response times = ∫ requests in flight dt, so the mean response
 * R = L ÷ X, with X the requests per second and L the requests in flight on average (≤ N users: each
 * closed-loop user has at most one, and none while its client code runs or once its last round ended).
 * The CPU the measured processes used in the loop is at most cores × elapsed, so with D the CPU they
 * spent per request, X ≤ cores ÷ D. Hence R ≥ L × D ÷ cores, and against the unloaded mean R0 of the
 * same action mix, R ÷ R0 ≥ L × D ÷ (cores × R0). When R0 is mostly CPU (D of about R0), that is about
 * L ÷ cores (25× for 50 users on 2 cores) however cheap each request gets. D counts only the processes
 * measured. Two are given: the journey's own (the system, PostgreSQL, Redis, this client), the floor
 * on an otherwise idle machine; and every core's busy time in the loop (/proc/stat), neighbours'
 * work included, the floor on this machine as it was during the run. It bounds the mean, not a p95:
 * the wait could in principle fall on a few requests only; the table's means and p95s against their
 * unloaded ones show whether it does.
 */
function printLittleBound(
  elapsedSeconds: number,
  demands: { what: string; cpuMsPerRequest: number }[],
): void {
  const cores = availableParallelism();
  const loop = [...timings.values()].flat();
  const X = loop.length / elapsedSeconds; // requests per second
  const inFlight = loop.reduce((a, b) => a + b, 0) / 1000 / elapsedSeconds; // L
  const R = mean(loop);
  // The unloaded mean of the loop's own mix: each action's unloaded mean weighted by its loaded count
  // (the unloaded user expands with AI every round, the loaded ones once: the mix differs).
  let weighted = 0;
  let counted = 0;
  for (const [action, list] of timings) {
    const alone = unloadedTimings.get(action);
    if (!alone?.length) continue;
    weighted += list.length * mean(alone);
    counted += list.length;
  }
  if (counted === 0) return;
  const R0 = weighted / counted;
  const f = (n: number) => n.toFixed(1);
  console.log(
    "Little's law, this run's figures (why loaded ÷ unloaded cannot reach 2× with 50 users on these cores):",
  );
  console.log(
    `  N ${users} users, no think time; in flight on average L = Σ response times ÷ ${f(elapsedSeconds)} s = ${f(inFlight)}`,
  );
  console.log(
    `  ${cores} cores; X = ${f(X)} requests/s; mean response R = L ÷ X = ${f(R)} ms; unloaded mean R0 of the same mix = ${f(R0)} ms, so R ÷ R0 = ${f(R / R0)}×`,
  );
  for (const { what, cpuMsPerRequest: D } of demands) {
    const bound = (inFlight * D) / cores;
    console.log(
      `  D = ${f(D)} ms CPU per request (${what}): X ≤ cores ÷ D = ${f((1000 * cores) / D)}/s, R ≥ L × D ÷ cores = ${f(bound)} ms, R ÷ R0 ≥ ${f(bound / R0)}×`,
    );
  }
  console.log("  (the mean's floor; each action's p95 against its unloaded p95 is in the table above)");
}

/** Every core's busy CPU seconds so far (/proc/stat: user, nice, system, irq, softirq, steal). */
function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0) / TICKS;
}

async function forgetPrefix(prefix: string): Promise<void> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 1000 });
    for await (const keys of stream) if ((keys as string[]).length) await redis.unlink(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}

/**
 * Where a job's time went, from the timestamps BullMQ keeps on every job (completed jobs stay 300 s):
 * waiting in its queue (added → taken by a worker) and running (taken → finished). A download's
 * latency beyond the two is the request's own path: gateway, service, enqueueing, the completion
 * event reaching the service, and the transfer back.
 */
const loadQueues = ['render', 'document', 'score', 'ai'] as const satisfies readonly QueueName[];
type LoadQueue = (typeof loadQueues)[number];

/** Jobs each queue completed so far this hour, from the workers' own rollup (consoleRollup.ts). */
async function completedJobs(queuePrefix: string): Promise<Map<QueueName, number>> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const hours = await readQueueHours(redis, queuePrefix, loadQueues);
    return new Map(
      [...hours].map(([queue, hour]) => [queue, hour.completedByMinute.reduce((a, b) => a + b, 0)]),
    );
  } finally {
    redis.disconnect();
  }
}

async function printJobStages(
  queuePrefix: string,
  since: number,
  completedInLoop: Map<QueueName, number>,
): Promise<void> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const rows = [];
    // The journey's actions whose jobs each queue runs ('pdf again' too when the cache misses).
    const actionsOf: Record<LoadQueue, string[]> = {
      render: ['pdf', 'pdf again'],
      document: ['docx'],
      score: ['ats score'],
      ai: ['ai expand'],
    };
    for (const queue of loadQueues) {
      const ids = await redis.zrange(`${queuePrefix}:${queue}:completed`, '0', '-1');
      // The queue's events stream (trimmed to about streams.events.maxLen entries) is read by every
      // QueueEvents consumer; what each entry carries is Redis memory and JSON parsing in each of them.
      const eventsKey = `${queuePrefix}:${queue}:events`;
      const [eventsLength, eventsBytes] = await Promise.all([
        redis.xlen(eventsKey),
        redis.memory('USAGE', eventsKey, 'SAMPLES', '0'),
      ]);
      if (ids.length === 0 && eventsLength === 0) continue;
      const pipeline = redis.pipeline();
      for (const id of ids) {
        const key = `${queuePrefix}:${queue}:${id}`;
        pipeline.hmget(key, 'timestamp', 'processedOn', 'finishedOn');
        // Every field counted (SAMPLES 0): a file result is one large field among small ones.
        pipeline.memory('USAGE', key, 'SAMPLES', '0');
      }
      const replies = ((await pipeline.exec()) ?? []).map(([, reply]) => reply);
      const waits: number[] = [];
      const runs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < replies.length; i += 2) {
        const [added, taken, finished] = (replies[i] as (string | null)[]).map(Number);
        bytes += Number(replies[i + 1] ?? 0);
        // The unloaded phase's jobs are not the load's.
        if (!added || !taken || !finished || added < since) continue;
        waits.push(taken - added);
        runs.push(finished - taken);
      }
      waits.sort((a, b) => a - b);
      runs.sort((a, b) => a - b);
      const stage = (list: number[], p: number) => Math.round(percentile(list, p));
      const actionRequests = actionsOf[queue].reduce(
        (n, action) => n + (timings.get(action)?.length ?? 0),
        0,
      );
      const ran = completedInLoop.get(queue) ?? 0;
      rows.push({
        queue,
        action: actionsOf[queue].join(', '),
        // Jobs completed during the loop, and per request of the actions that queue them: what a cache
        // hit saves shows here ('jobs timed' below is what BullMQ still keeps, at most 1000).
        'jobs run': ran,
        'jobs/request': actionRequests > 0 ? Number((ran / actionRequests).toFixed(2)) : '-',
        'jobs timed': waits.length,
        'wait p50 ms': stage(waits, 50),
        'wait p95 ms': stage(waits, 95),
        'run p50 ms': stage(runs, 50),
        'run p95 ms': stage(runs, 95),
        // Completed jobs keep their sealed result for minutes (removeOnComplete): Redis memory held.
        'kept MB': Number((bytes / 2 ** 20).toFixed(1)),
        events: eventsLength,
        'events MB': Number((Number(eventsBytes ?? 0) / 2 ** 20).toFixed(1)),
      });
    }
    console.table(rows);
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------

const system = await startSystem();
try {
  console.log(
    `load: ${users} users for ${seconds} s against ${system.base}${args['no-cache'] ? ' (render cache off)' : ''}; ` +
      `${availableParallelism()} cores, load average ${(loadavg()[0] ?? 0).toFixed(1)} before the run`,
  );
  // Every user signs up first (bcrypt, the cost of register and login, by design); the clock, the
  // request count and the CPU counters start with the loop, so they measure the journey alone.
  const tokens = await signUpAll(system.base, system.mailUrl);
  const alone = tokens[1] ?? tokens[0];
  const counts = alone ? await measureUnloaded(system, alone) : undefined;
  const before = system.root ? snapshot(system.root) : undefined;
  const outsideBefore = outsideSnapshot();
  const machineBefore = machineBusySeconds();
  const signUpRequests = requests;
  const jobsBefore = system.queuePrefix ? await completedJobs(system.queuePrefix) : undefined;
  const loadStartedAt = Date.now();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map((token, i) => (token ? virtualUser(system.base, i, token, deadline) : undefined)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const machineAfter = machineBusySeconds();
  const loopRequests = requests - signUpRequests;
  printActions(loopRequests, elapsed, counts);
  // Other work on a shared machine shows here: the system's own CPU is in the process table below.
  console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)} at the end`);
  if (system.root && before) {
    const perRequest = printProcesses(before, snapshot(system.root), elapsed, loopRequests);
    console.log(
      `system CPU per request: ${perRequest.toFixed(1)} ms (goal ≤ 5 ms), so at most ${Math.round(
        (1000 * availableParallelism()) / perRequest,
      )} requests/s on ${availableParallelism()} idle cores`,
    );
    console.log('(CPU of processes that ended during the run, e.g. replaced sandboxes, is not counted)');
    const outside = printProcesses(outsideBefore, outsideSnapshot(), elapsed, loopRequests);
    console.log(
      `with the shared services and the load client: ${(perRequest + outside).toFixed(1)} ms per request, ` +
        `at most ${Math.round((1000 * availableParallelism()) / (perRequest + outside))} requests/s`,
    );
    const machine = (1000 * (machineAfter - machineBefore)) / Math.max(1, loopRequests);
    printLittleBound(elapsed, [
      {
        what: 'the system, PostgreSQL, Redis and this client: the floor on an idle machine',
        cpuMsPerRequest: perRequest + outside,
      },
      {
        what: "every core's busy time, neighbours included: the floor on this machine in this run",
        cpuMsPerRequest: machine,
      },
    ]);
  }
  if (system.queuePrefix && jobsBefore) {
    const jobsAfter = await completedJobs(system.queuePrefix);
    const completedInLoop = new Map(
      [...jobsAfter].map(([queue, n]) => [queue, n - (jobsBefore.get(queue) ?? 0)]),
    );
    await printJobStages(system.queuePrefix, loadStartedAt, completedInLoop);
  }
} finally {
  await system.stop();
}

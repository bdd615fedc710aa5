#!/usr/bin/env node
/**
 * Runs inside a network namespace of its own (see freshMachine.test.ts), where nothing listens on
 * 5432 or 6379 and no browser is configured: starts `node scripts/start.mjs` as a new user would,
 * exercises the running system, presses Ctrl-C, and prints one JSON report line for the test to check.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const marker = `RB_FRESH_MACHINE=${randomUUID()}`;
const base = 'http://127.0.0.1:8080';
const started = Date.now();
const report = { steps: [] };
/** Seconds since the driver started, per milestone, for the test's failure message and the README. */
const mark = (name) => report.steps.push({ [name]: (Date.now() - started) / 1000 });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A new user's shell: none of the test run's database, Redis or environment settings.
const env = {
  ...process.env,
  CHROMIUM_PATH: '/nonexistent/chromium',
  [marker.split('=')[0]]: marker.split('=')[1],
};
for (const key of [
  'DATABASE_URL',
  'REDIS_URL',
  'QUEUE_PREFIX',
  'NODE_ENV',
  'PORT',
  'SERVICE_PORT_BASE',
  'RB_TEST_DATABASE_URL',
])
  delete env[key];

let output = '';
const system = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true });
for (const stream of [system.stdout, system.stderr]) stream.on('data', (chunk) => (output += chunk));
let systemExit;
const exited = new Promise((resolve) =>
  system.once('exit', (code, signal) => {
    systemExit = { code, signal };
    resolve(systemExit);
  }),
);

async function call(method, path, { token, body, url = base } = {}) {
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  } catch (error) {
    return { status: 0, error: String(error) };
  }
}

async function until(what, check, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    // npm start gave up (its log says why): waiting on would only delay the report by minutes.
    if (systemExit) {
      report.steps.push({ startExited: systemExit, while: what });
      return false;
    }
    await sleep(500);
  }
  report.steps.push({ timedOut: what });
  return false;
}

/** Processes that carry our marker: everything start.mjs started, however deep, whoever it runs as. */
function markedProcesses() {
  const found = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!environ.split('\0').includes(marker)) continue;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid: Number(pid), cmdline, environ });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function main() {
  report.ready = await until(
    'gateway /readyz',
    async () => (await call('GET', '/readyz')).status === 200,
    240,
  );
  mark('ready');
  if (!report.ready) return;
  // The start log names the missing browser once, after ready.
  await until('the start log line', () => output.includes('PDF rendering unavailable'), 30);

  const email = `fresh-${randomUUID()}@example.com`;
  const password = 'fresh machine password';
  const register = await call('POST', '/api/auth/register', {
    body: { firstName: 'Fresh', lastName: 'Machine', email, password },
  });
  const login = await call('POST', '/api/auth/login', { body: { email, password } });
  const token = login.json?.token;
  report.register = register.status;
  report.login = login.status;
  const resumeData = {
    name: 'Fresh Machine',
    email,
    experience: [
      { company: 'Acme', role: 'Engineer', start_date: '2020', responsibilities: ['Built things'] },
    ],
  };
  const generated = await call('POST', '/api/resume/generate', {
    token,
    body: { type: 'resume', jobDescription: '', resumeData },
  });
  report.generate = generated.status;
  const list = await call('GET', '/api/resume/list', { token });
  report.list = { status: list.status, count: list.json?.resumes?.length };
  const id = list.json?.resumes?.[0]?.id;
  report.pdf = await call('GET', `/api/resume/${id}/download?format=pdf`, { token });
  report.docx = (await call('GET', `/api/resume/${id}/download?format=docx`, { token })).status;
  mark('checked');
  report.renderReadyz = await call('GET', '/readyz', { url: 'http://127.0.0.1:4106' });

  // Stays up: a few seconds later every process is still there and the gateway still ready.
  await sleep(3000);
  report.stillReady = (await call('GET', '/readyz')).status;

  // Supervision: a worker killed with -9 is restarted and the rest keep serving meanwhile.
  // The worker itself, not the supervisor whose command line names it too.
  const render = markedProcesses().find(
    (p) =>
      p.environ.includes('WORKER_QUEUES=render') &&
      p.cmdline.includes('workers/dist/main.js') &&
      !p.cmdline.includes('supervise.mjs'),
  );
  report.killedRenderWorker = Boolean(render);
  if (render) process.kill(render.pid, 'SIGKILL');
  report.listWhileRestarting = (await call('GET', '/api/resume/list', { token })).status;
  report.renderBack = await until(
    'the render worker back',
    async () => (await call('GET', '/readyz', { url: 'http://127.0.0.1:4106' })).status === 503,
    60,
  );
  report.gatewayAfterKill = (await call('GET', '/readyz')).status;
  mark('restarted');
}

try {
  await main();
} catch (error) {
  report.error = String(error?.stack ?? error);
}
// Ctrl-C in a terminal: SIGINT to the whole foreground process group.
try {
  process.kill(-system.pid, 'SIGINT');
} catch {
  // already gone
}
const stopStarted = Date.now();
const stopped = await Promise.race([exited, sleep(60_000).then(() => undefined)]);
report.stop = { exited: Boolean(stopped), exit: stopped, seconds: (Date.now() - stopStarted) / 1000 };
await sleep(1000);
report.leftRunning = markedProcesses().map((p) => p.cmdline);
report.startLogProblemLines = output
  .split('\n')
  .filter((l) => l.includes('[start]') && l.includes('PDF rendering unavailable')).length;
report.startLog = output
  .split('\n')
  .filter((l) => l.includes('[start]'))
  .map((l) => stripVTControlCharacters(l));
for (const p of markedProcesses()) process.kill(p.pid, 'SIGKILL');
console.log(JSON.stringify(report));
// The stop timeout above would otherwise keep this process alive for its full minute.
process.exit(0);

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@rb/kit';
import { freePort } from '@rb/kit/outages';
import { SERVER_ENTRIES } from '../lib/serverBundles.mjs';

/** npm start's supervisor, which chaos runs each process under exactly as npm start does. */
const supervise = path.join(repoRoot, 'scripts', 'lib', 'supervise.mjs');

/**
 * The whole system as separate processes run as `npm start` runs them: each from its bundle (the
 * caller builds them first: buildServer) under scripts/lib/supervise.mjs, which starts it again when
 * it exits or drains. Logs in `.local/chaos/<name>.log`. Loopback only.
 */
export interface SupervisedProcess {
  name: string;
  kind: 'gateway' | 'service' | 'worker';
  /** Sends a signal to the instance now serving (its supervisor starts it again). */
  signal(signal: NodeJS.Signals): void;
  restarts: number;
  /** Where it listens (gateway and services). */
  url?: string;
}

export interface System {
  url: string;
  processes: SupervisedProcess[];
  /** Stops supervising and ends every process. */
  stop(): Promise<void>;
}

export async function startSystem(options: {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  port?: number;
  log: (line: string) => void;
}): Promise<System> {
  const logDir = path.join(repoRoot, '.local', 'chaos');
  mkdirSync(logDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const servicePorts = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const serviceUrl = (i: number) => `http://127.0.0.1:${servicePorts[i]}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: options.queuePrefix,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEYS: `chaos:${randomBytes(32).toString('base64')}`,
    DATA_KEY_ID: 'chaos',
    HOST: '127.0.0.1',
    AUTH_URL: serviceUrl(0),
    RESUME_URL: serviceUrl(1),
    LEGAL_URL: serviceUrl(2),
    ADMIN_URL: serviceUrl(3),
    // The load is ours: limits would only measure themselves.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    REGISTRATIONS_PER_ADDRESS_PER_DAY: '1000000',
    AI_DAILY_LIMIT_PER_ADDRESS: '1000000',
    COSTLY_RATE_LIMIT_PER_MINUTE: '1000000',
    BCRYPT_COST: '10',
    RENDER_PAGES: '1',
  };
  const specs: {
    name: string;
    kind: SupervisedProcess['kind'];
    entry: string;
    env: Record<string, string>;
  }[] = [
    { name: 'gateway', kind: 'gateway', entry: 'gateway/src/main.ts', env: { PORT: String(port) } },
    ...['auth', 'resume', 'legal', 'admin'].map((name, i) => ({
      name,
      kind: 'service' as const,
      entry: `services/${name}/src/main.ts`,
      env: { PORT: String(servicePorts[i]) },
    })),
    {
      name: 'work-ai-score-parse',
      kind: 'worker',
      entry: 'workers/src/main.ts',
      // As npm start: DOCX on the light group, the render process only its fallback.
      env: { WORKER_QUEUES: 'ai,score,parse,document' },
    },
    {
      name: 'work-render',
      kind: 'worker',
      entry: 'workers/src/main.ts',
      env: { WORKER_QUEUES: 'render', CONCURRENCY_DOCUMENT: '1' },
    },
  ];
  const supervisors = specs.map((spec) => {
    const bundle = SERVER_ENTRIES[spec.entry];
    if (!bundle) throw new Error(`${spec.entry} has no bundle in SERVER_ENTRIES`);
    const logFile = createWriteStream(path.join(logDir, `${spec.name}.log`), { flags: 'w' });
    const supervisor = spawn(
      process.execPath,
      [supervise, process.execPath, '--enable-source-maps', bundle],
      {
        cwd: repoRoot,
        env: { ...shared, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    supervisor.stdout?.pipe(logFile);
    supervisor.stderr?.pipe(logFile);
    /** The pid of the instance now serving: faults are aimed at it, not at its supervisor. */
    let pid: number | undefined;
    const supervised: SupervisedProcess = {
      name: spec.name,
      kind: spec.kind,
      restarts: 0,
      url: spec.env.PORT ? `http://127.0.0.1:${spec.env.PORT}` : undefined,
      signal(signal) {
        if (pid) process.kill(pid, signal);
      },
    };
    supervisor.on('message', (message: { started?: number; restarting?: string }) => {
      if (message.started) pid = message.started;
      if (message.restarting) {
        supervised.restarts++;
        options.log(`${spec.name} ${message.restarting}`);
      }
    });
    return { supervisor, supervised };
  });
  return {
    url: `http://127.0.0.1:${port}`,
    processes: supervisors.map(({ supervised }) => supervised),
    async stop() {
      const live = supervisors
        .map(({ supervisor }) => supervisor)
        .filter((supervisor) => supervisor.exitCode === null && supervisor.signalCode === null);
      const exits = live.map((supervisor) => once(supervisor, 'exit'));
      // A stop for each supervisor: it passes it on and exits once its instances have finished.
      for (const supervisor of live) supervisor.kill('SIGTERM');
      const forced = setTimeout(() => {
        for (const supervisor of live) if (supervisor.connected) supervisor.send({ kill: true });
      }, 10_000);
      await Promise.all(exits);
      clearTimeout(forced);
    },
  };
}

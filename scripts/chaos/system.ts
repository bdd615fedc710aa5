import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@rb/kit';
import { freePort } from '@rb/kit/outages';

/**
 * The whole system as separate processes, each restarted when it exits (a stand-in for start.mjs's
 * supervision), logs in `.local/chaos/<name>.log`. Loopback only.
 */
export interface SupervisedProcess {
  name: string;
  kind: 'gateway' | 'service' | 'worker';
  /** Sends a signal to the running instance (it is restarted when it exits). */
  signal(signal: NodeJS.Signals): void;
  restarts: number;
}

export interface System {
  url: string;
  processes: SupervisedProcess[];
  /** Stops supervising and ends every process. */
  stop(): Promise<void>;
}

const RESTART_DELAY_MS = 500;

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
  let stopping = false;
  const running = new Map<string, ChildProcess>();
  const processes = specs.map((spec): SupervisedProcess => {
    const logFile = createWriteStream(path.join(logDir, `${spec.name}.log`), { flags: 'w' });
    const supervised: SupervisedProcess = {
      name: spec.name,
      kind: spec.kind,
      restarts: 0,
      signal(signal) {
        running.get(spec.name)?.kill(signal);
      },
    };
    const launch = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
        cwd: repoRoot,
        env: { ...shared, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(logFile, { end: false });
      child.stderr?.pipe(logFile, { end: false });
      running.set(spec.name, child);
      child.on('exit', (code, signal) => {
        running.delete(spec.name);
        if (stopping) return;
        supervised.restarts++;
        options.log(`${spec.name} exited (${signal ?? code}); restarting`);
        setTimeout(launch, RESTART_DELAY_MS);
      });
    };
    launch();
    return supervised;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    processes,
    async stop() {
      stopping = true;
      const exits = [...running.values()].map(
        (child) => new Promise((resolve) => child.once('exit', resolve)),
      );
      for (const child of running.values()) child.kill('SIGTERM');
      const forced = setTimeout(() => {
        for (const child of running.values()) child.kill('SIGKILL');
      }, 10_000);
      await Promise.all(exits);
      clearTimeout(forced);
    },
  };
}

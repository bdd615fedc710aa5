import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from './repoRoot';

/** A TCP port of 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningProcess {
  child: ChildProcess;
  /** The port given in `portVariable` (its health endpoints, and a worker's /metrics). */
  port: number;
  /** SIGTERM (a graceful stop), then SIGKILL to the whole group if it is still there after 10 s. */
  stop(): Promise<void>;
}

/**
 * Runs one of the system's entry points (e.g. `workers/src/main.ts`) as its own process, exactly as
 * `npm start` does, and resolves once its `/readyz` answers 200. Tests start other tiers this way instead
 * of importing them, so the package arrows stay pointing down.
 */
export async function startProcess({
  entry,
  env,
  portVariable,
  readyTimeoutMs = 30_000,
}: {
  entry: string;
  env: Record<string, string | undefined>;
  /** The variable naming the port of its /readyz (`PORT` for services, `HEALTH_PORT` for workers). */
  portVariable: string;
  readyTimeoutMs?: number;
}): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    // Its own process group, so a kill also takes its children (Chromium, the PDF sandbox) down.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, [portVariable]: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${entry} exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, port, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} was not ready within ${readyTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

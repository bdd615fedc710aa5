import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import path from 'node:path';

/** How to reach a Docker engine's API: a unix socket or a TCP host and port. */
export type DockerEndpoint = { socketPath: string } | { host: string; port: number };

/** Where a Docker engine may listen: DOCKER_HOST, else the usual rootful and rootless sockets that exist. */
export function dockerEndpoints(env: NodeJS.ProcessEnv = process.env): DockerEndpoint[] {
  const host = env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return [{ socketPath: host.slice('unix://'.length) }];
  if (host?.startsWith('tcp://')) {
    const url = new URL(`http://${host.slice('tcp://'.length)}`);
    return [{ host: url.hostname, port: Number(url.port || 2375) }];
  }
  if (host) return [];
  return [
    '/var/run/docker.sock',
    env.XDG_RUNTIME_DIR ? path.join(env.XDG_RUNTIME_DIR, 'docker.sock') : '',
    path.join(homedir(), '.docker', 'run', 'docker.sock'),
  ]
    .filter((file) => file && existsSync(file))
    .map((socketPath) => ({ socketPath }));
}

function ping(endpoint: DockerEndpoint, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ ...endpoint, path: '/_ping', method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Whether a Docker engine answers `/_ping`. Deliberately cheap: with no DOCKER_HOST and no socket file
 * (this machine and CI) it answers false after a few stat calls, and otherwise waits at most
 * `timeoutMs` per endpoint, so runs without Docker pay nothing. testcontainers (a heavy import) is
 * loaded only after a yes, and then does its own full runtime discovery.
 */
export async function dockerAnswers(
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs = 1000,
): Promise<boolean> {
  for (const endpoint of dockerEndpoints(env)) {
    if (await ping(endpoint, timeoutMs)) return true;
  }
  return false;
}

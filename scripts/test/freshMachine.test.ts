import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedPostgresPlace, installEmbeddedPostgres } from '../lib/embeddedPostgres.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Why this machine cannot stage a fresh one: the test needs root to make a network namespace (where
 * nothing listens on 5432/6379, so the embedded PostgreSQL and a spawned redis-server are used).
 */
function unavailableReason(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root: cannot create a network namespace';
  if (spawnSync('unshare', ['-n', 'true']).status !== 0) return '`unshare -n` is not permitted here';
  if (spawnSync('sh', ['-c', 'command -v redis-server && command -v ip']).status !== 0)
    return 'redis-server or ip is not installed';
  return undefined;
}

const reason = unavailableReason();
if (reason) console.warn(`fresh-machine test skipped: ${reason}`);

/**
 * `npm start` as a new user meets it, on a machine of this project's kind but with no PostgreSQL or
 * Redis listening and no browser: the system must become ready, stay up, serve, answer PDF requests
 * with a readable 503, restart a worker killed with -9, and stop on Ctrl-C leaving nothing behind.
 */
describe.skipIf(Boolean(reason))('npm start on a fresh machine (own network namespace)', () => {
  it('runs without PostgreSQL, Redis or Chromium and stops cleanly', () => {
    // The state directory is new, so initdb runs as it does on a fresh clone, and 0700 as mkdtemp
    // makes it, like a checkout cloned into `mktemp -d`: the postgres user cannot enter it, so the
    // embedded PostgreSQL must live outside it. The one step that needs the registry, installing its
    // binaries where start.mjs will look, happens outside the namespace, as on a connected machine.
    const state = mkdtempSync(path.join(tmpdir(), 'rb-fresh-'));
    const place = embeddedPostgresPlace(state);
    expect(place.blockedBy, 'the state dir should be private to root').toBeDefined();
    expect(installEmbeddedPostgres(place, console.log)).toBe(true);
    let run: SpawnSyncReturns<string>;
    try {
      run = spawnSync(
        'unshare',
        ['-n', 'sh', '-c', 'ip link set lo up && exec node scripts/test/freshMachine.driver.mjs'],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 420_000,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, LOCAL_STATE_DIR: state },
        },
      );
    } finally {
      rmSync(state, { recursive: true, force: true });
      // This checkout's database; the binaries stay, shared by every checkout on the machine.
      rmSync(path.dirname(place.dataDir), { recursive: true, force: true });
    }
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    let report: Record<string, unknown>;
    try {
      report = JSON.parse(last);
    } catch {
      throw new Error(`no report from the driver (exit ${run.status}): ${run.stderr.slice(-2000)}`);
    }
    const context = JSON.stringify(report, null, 1).slice(0, 4000);
    expect(report.error, context).toBeUndefined();
    expect(report.ready, context).toBe(true);
    expect(report.register, context).toBe(201);
    expect(report.login, context).toBe(200);
    expect(report.generate, context).toBe(201);
    expect(report.list, context).toEqual({ status: 200, count: 1 });
    expect(report.pdf, context).toMatchObject({
      status: 503,
      json: { code: 'UNAVAILABLE', error: expect.stringContaining('no browser to render them') },
    });
    expect(report.docx, context).toBe(200);
    expect(report.renderReadyz, context).toMatchObject({
      status: 503,
      json: { problems: [expect.stringContaining('PDF rendering unavailable')] },
    });
    expect(report.stillReady, context).toBe(200);
    expect(report.startLogProblemLines, context).toBe(1);
    const placement = `PostgreSQL data in ${place.dataDir}: the postgres user cannot enter`;
    expect(
      (report.startLog as string[]).filter((line) => line.includes(placement)),
      context,
    ).toHaveLength(1);
    expect(report.killedRenderWorker, context).toBe(true);
    expect(report.listWhileRestarting, context).toBe(200);
    expect(report.renderBack, context).toBe(true);
    expect(report.gatewayAfterKill, context).toBe(200);
    expect(report.stop, context).toMatchObject({ exited: true });
    expect(report.leftRunning, context).toEqual([]);
  }, 480_000);
});

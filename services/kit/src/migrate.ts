import { type Kysely, type Migration, Migrator } from 'kysely';

export type Migrations = Record<string, Migration>;

/** One service's migrations, as exported from `services/<svc>/src/migrations/index.ts`. */
export interface ServiceMigrations {
  service: string;
  migrations: Migrations;
}

/**
 * Brings one service's tables to the latest version. Each service keeps its own migration and lock
 * tables (`kysely_migration_<service>`), so services migrate independently and never see each other's history.
 */
export async function migrateService<DB>(
  db: Kysely<DB>,
  service: string,
  migrations: Migrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `kysely_migration_${service}`,
    migrationLockTableName: `kysely_migration_lock_${service}`,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration of ${service} failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause}`);
  }
  return results.map((r) => r.migrationName);
}

/** Migrates several services in the given order (auth first: other tables reference users). */
export async function migrateAll<DB>(db: Kysely<DB>, sets: readonly ServiceMigrations[]): Promise<void> {
  for (const { service, migrations } of sets) await migrateService(db, service, migrations);
}

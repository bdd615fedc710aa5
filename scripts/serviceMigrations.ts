import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceMigrations } from '@rb/kit';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Migration order: auth first, since every other table references users. */
export const MIGRATING_SERVICES = ['auth', 'legal', 'resume', 'admin'] as const;

/**
 * Every service's `src/migrations/index.ts` (exporting `migrations`), in order. A service without
 * migrations has no such file and is skipped.
 */
export async function loadServiceMigrations(): Promise<ServiceMigrations[]> {
  const sets: ServiceMigrations[] = [];
  for (const service of MIGRATING_SERVICES) {
    const file = path.join(root, 'services', service, 'src', 'migrations', 'index.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as { migrations?: ServiceMigrations['migrations'] };
    if (!mod.migrations) throw new Error(`${file} does not export "migrations"`);
    sets.push({ service, migrations: mod.migrations });
  }
  return sets;
}

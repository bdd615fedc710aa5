import type { ServiceMigrations } from '@rb/kit';
import { migrations as auth } from '../services/auth/src/migrations/index';
import { migrations as legal } from '../services/legal/src/migrations/index';
import { migrations as resume } from '../services/resume/src/migrations/index';

/**
 * Every service's migrations, in order: auth first, since every other table references users. Static
 * imports (not a directory scan) so the production bundle of `scripts/migrate.ts` carries them; a
 * service without tables (admin) has no entry.
 */
export const SERVICE_MIGRATIONS: readonly ServiceMigrations[] = [
  { service: 'auth', migrations: auth },
  { service: 'legal', migrations: legal },
  { service: 'resume', migrations: resume },
];

export async function loadServiceMigrations(): Promise<ServiceMigrations[]> {
  return [...SERVICE_MIGRATIONS];
}

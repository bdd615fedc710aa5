import type { Migrations } from '@rb/kit';
import * as users from './20261122000100_users';

/** The auth service's migrations, by timestamped name. */
export const migrations: Migrations = {
  '20261122000100_users': users,
};

import { createTestDatabase, type TestDatabase } from '@rb/kit/testing';
import { loadServiceMigrations } from './scripts/serviceMigrations';

let template: TestDatabase | undefined;
let database: TestDatabase | undefined;

/**
 * One fresh database per test run, migrated with every service's migrations, dropped afterwards. The
 * migrated original stays untouched as the template that test files wanting a database of their own copy.
 */
export async function setup(): Promise<void> {
  template = await createTestDatabase({ migrations: await loadServiceMigrations(), template: true });
  process.env.RB_TEST_TEMPLATE_DATABASE = new URL(template.url).pathname.slice(1);
  database = await createTestDatabase();
  process.env.RB_TEST_DATABASE_URL = database.url;
}

export async function teardown(): Promise<void> {
  await database?.drop();
  await template?.drop();
}

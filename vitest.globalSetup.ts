import { createTestDatabase, type TestDatabase } from '@rb/kit/testing';

let database: TestDatabase | undefined;

/** One fresh database per test run, migrated with every service's migrations, dropped afterwards. */
export async function setup(): Promise<void> {
  database = await createTestDatabase();
  process.env.RB_TEST_DATABASE_URL = database.url;
}

export async function teardown(): Promise<void> {
  await database?.drop();
}

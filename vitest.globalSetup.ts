import {
  createTestDatabase,
  selectTestInfrastructure,
  type TestDatabase,
  type TestInfrastructure,
} from '@rb/kit/testing';

let infrastructure: TestInfrastructure | undefined;
let database: TestDatabase | undefined;

/**
 * Picks PostgreSQL and Redis for the run (environment, else containers when Docker answers, else the
 * local ports), exports them to the test files, and makes one fresh database migrated with every
 * service's migrations, dropped afterwards.
 */
export async function setup(): Promise<void> {
  infrastructure = await selectTestInfrastructure();
  process.env.DATABASE_URL = infrastructure.databaseUrl;
  process.env.REDIS_URL = infrastructure.redisUrl;
  database = await createTestDatabase();
  process.env.RB_TEST_DATABASE_URL = database.url;
}

export async function teardown(): Promise<void> {
  await database?.drop();
  await infrastructure?.stop();
}

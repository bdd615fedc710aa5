import {
  createTestDatabase,
  removeKeysWithPrefix,
  selectTestInfrastructure,
  startTestRun,
  type TestDatabase,
  type TestInfrastructure,
} from '@rb/kit/testing';
import { loadServiceMigrations } from './scripts/serviceMigrations';

let infrastructure: TestInfrastructure | undefined;
let template: TestDatabase | undefined;
let database: TestDatabase | undefined;
let runPrefix: string | undefined;

/**
 * Picks PostgreSQL and Redis for the run (environment, else containers when Docker answers, else the
 * local ports) and exports them to the test files. Then one fresh database per run, migrated with every
 * service's migrations, dropped afterwards; the migrated original stays untouched as the template that
 * test files wanting a database of their own copy. Every Redis key prefix of the run starts with the
 * run's own (testQueuePrefix), and the teardown removes those keys (queues and job claims that test
 * files leave): the Redis may be shared, and a full run would otherwise leave ~1300 keys in it.
 */
export async function setup(): Promise<void> {
  infrastructure = await selectTestInfrastructure();
  process.env.DATABASE_URL = infrastructure.databaseUrl;
  process.env.REDIS_URL = infrastructure.redisUrl;
  runPrefix = startTestRun();
  template = await createTestDatabase({ migrations: await loadServiceMigrations(), template: true });
  process.env.RB_TEST_TEMPLATE_DATABASE = new URL(template.url).pathname.slice(1);
  database = await createTestDatabase();
  process.env.RB_TEST_DATABASE_URL = database.url;
}

export async function teardown(): Promise<void> {
  await database?.drop();
  await template?.drop();
  if (infrastructure && runPrefix) await removeKeysWithPrefix(infrastructure.redisUrl, runPrefix);
  await infrastructure?.stop();
}

// The per-run names shared by the system starter and the tests (make-admin needs the same database).
const runId = (process.env.E2E_RUN_ID ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase();

export const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const databaseName = `rb_e2e_${runId}`;
export const queuePrefix = `e2e-${runId}`;

const url = new URL(adminUrl);
url.pathname = `/${databaseName}`;
export const databaseUrl = url.href;

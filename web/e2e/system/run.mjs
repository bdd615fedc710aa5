// The per-run names shared by the system starter and the tests (make-admin needs the same database).
const runId = (process.env.E2E_RUN_ID ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase();

export const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const databaseName = `rb_e2e_${runId}`;
export const queuePrefix = `e2e-${runId}`;

const url = new URL(adminUrl);
url.pathname = `/${databaseName}`;
export const databaseUrl = url.href;

// The system's mail catcher (start.mjs runs one, as no SMTP_URL is set): on fixed ports beside the
// gateway's, so the tests know where to read the mail the system sent.
const gatewayPort = Number(process.env.E2E_PORT ?? 8181);
export const mailCatcherSmtpPort = gatewayPort + 2000;
export const mailCatcherWebPort = gatewayPort + 2001;
export const mailCatcherUrl = `http://127.0.0.1:${mailCatcherWebPort}`;

import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the whole system started as a user starts it (`npm start`), on its own
 * port, database and queue prefix so a run never touches development data. The system Chromium is
 * used; no browser is ever downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Point the suite at an already running system (e.g. `vite` dev) instead of starting one. */
const externalBaseUrl = process.env.E2E_BASE_URL;
// Set once in the runner; workers inherit the environment, so every process sees the same run id.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${process.pid}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node e2e/system/startSystem.mjs',
        url: `http://localhost:${PORT}/legal/terms-of-service.html`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: { E2E_PORT: String(PORT), E2E_RUN_ID: process.env.E2E_RUN_ID },
      },
});

import { defineConfig } from '@playwright/test';

/** The composed production build, served as `pnpm start` serves it, on its own port and fresh data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser downloads are not available here (DESIGN §7).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node ./serve-for-e2e.mjs',
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    // E2E_REUSE=1 runs the specs against a server already started with serve-for-e2e.mjs (local debugging).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});

import { defineConfig } from '@playwright/test';

/**
 * `pnpm test:deploy` (issue #30): the compose layout as processes (topology.ts), driven from one
 * worker, since the spec kills and restarts the API processes it started. Needs `pnpm build`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  timeout: 120_000,
  // Beside the e2e lanes on a slower machine (CI) a screen of a just-deployed remote can take longer.
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/deploy',
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (DESIGN §7), with the flags of the e2e suite.
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
});

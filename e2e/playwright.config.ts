import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_LANES, laneUrl, otherLanesPattern, specLanes, SPLIT_SPECS } from './lanes';

/**
 * The composed production build, served as `pnpm start` serves it, once per lane (lanes.ts): each
 * lane is one worker with its own server, port and fresh data.
 */
export const E2E_PORT = E2E_BASE_PORT;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const specsPattern = (files: string[]) => new RegExp(`[\\\\/]tests[\\\\/](${files.map(escape).join('|')})$`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: E2E_LANES,
  retries: 0,
  // The JSON report feeds the slowest specs in `pnpm test`'s summary.
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-results.json' }]],
  use: {
    baseURL: laneUrl(0),
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
    ...specLanes().map((files, lane) => ({
      name: E2E_LANES === 1 ? 'chromium' : `chromium-${lane + 1}`,
      dependencies: ['setup'],
      // One worker per lane: the lane's server and its data are that worker's alone.
      workers: 1,
      testMatch: specsPattern([...files, ...SPLIT_SPECS]),
      grepInvert: otherLanesPattern(lane),
      use: { baseURL: laneUrl(lane) },
    })),
  ],
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'node ./serve-for-e2e.mjs',
    url: `${laneUrl(lane)}/readyz`,
    timeout: 240_000,
    // E2E_REUSE=1 runs the specs against servers already started with serve-for-e2e.mjs (local debugging).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The first lane's server builds what is stale; the others wait for it, so one build serves all.
    env: {
      E2E_PORT: String(E2E_BASE_PORT + lane),
      ...(lane > 0 ? { E2E_BUILD: '0', E2E_WAIT_FOR: `${laneUrl(0)}/readyz` } : {}),
    },
  })),
});

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The end-to-end run in lanes (issue #23): each lane is one Playwright worker with its own server
 * (the production build on its own port and fresh embedded database), so specs in different lanes
 * never see each other's data and run side by side. Spec files are spread over the lanes by their
 * measured time (test-durations.json); the every-screen sweep, most of the run, is split visit by
 * visit with a lane tag, so every screen is still visited, each visit in exactly one lane.
 * E2E_WORKERS=1 gives the old single lane.
 */

export const E2E_LANES = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** Where lane `lane` (from 0) serves the app. */
export const laneUrl = (lane: number) => `http://127.0.0.1:${E2E_BASE_PORT + lane}`;
export const LANE_URLS = Array.from({ length: E2E_LANES }, (_, lane) => laneUrl(lane));

/** Specs whose tests carry a lane tag and so run in every lane, a share in each. */
export const SPLIT_SPECS = ['every-screen.spec.ts'];

/**
 * The tag that places the `index`-th test of a split spec in one lane.
 * @example test(title, { tag: laneTag(i++) }, async ({ page }) => { … })
 */
export const laneTag = (index: number) => `@lane-${(index % E2E_LANES) + 1}`;

/** Lane `lane` skips the tests tagged for the other lanes; untagged tests stay. */
export function otherLanesPattern(lane: number): RegExp | undefined {
  if (E2E_LANES === 1) return undefined;
  return new RegExp(`@lane-(?!${lane + 1}\\b)\\d+\\b`);
}

/** Seconds each spec file took in a measured run; files not listed count as the median. */
function durations(): Record<string, number> {
  const file = join(__dirname, 'test-durations.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/** The other spec files, spread over the lanes longest first onto the lane with the least time. */
export function specLanes(): string[][] {
  const known = durations();
  const values = Object.values(known).sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)] ?? 30;
  const specs = readdirSync(join(__dirname, 'tests'))
    .filter((name) => name.endsWith('.spec.ts') && !SPLIT_SPECS.includes(name))
    .sort((a, b) => (known[b] ?? median) - (known[a] ?? median) || a.localeCompare(b));
  const lanes = Array.from({ length: E2E_LANES }, () => ({ files: [] as string[], seconds: 0 }));
  for (const spec of specs) {
    const lightest = lanes.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.files.push(spec);
    lightest.seconds += known[spec] ?? median;
  }
  return lanes.map((lane) => lane.files);
}

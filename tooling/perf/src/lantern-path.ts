// Where Lighthouse's simulated LCP goes (issue #25): reads the artifacts `pnpm perf` keeps with
// PERF_LHR_DIR and prints the nodes of Lantern's LCP graphs, as simulated, slowest end last.
//   tsx src/lantern-path.ts /tmp/lhr/_chat_1.artifacts.json
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type Node = {
  type: string;
  id: string;
  request?: { url: string; transferSize: number; priority: string; resourceType?: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  duration?: number;
  event?: { dur?: number };
};
type Timing = { startTime: number; endTime: number; duration: number };

async function main() {
  const artifacts = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map(), settings: artifacts.settings };
  const result = await LanternLargestContentfulPaint.request(data, context);
  console.log(
    `LCP simulado ${Math.round(result.timing)} ms (otimista ${Math.round(result.optimisticEstimate.timeInMs)}, pessimista ${Math.round(result.pessimisticEstimate.timeInMs)})`,
  );
  for (const [label, estimate] of [
    ['otimista', result.optimisticEstimate],
    ['pessimista', result.pessimisticEstimate],
  ] as const) {
    const rows = [...(estimate.nodeTimings as Map<Node, Timing>).entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    let cpu = 0;
    let bytes = 0;
    console.log(`\n${label}: ${rows.length} nós`);
    for (const [node, timing] of rows) {
      let what: string;
      if (node.type === 'network') {
        bytes += node.request?.transferSize ?? 0;
        what = `${node.request?.resourceType ?? ''} ${((node.request?.transferSize ?? 0) / 1024).toFixed(1)} KB ${node.request?.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
      } else {
        cpu += timing.duration;
        const names = [
          ...new Set(
            (node.childEvents ?? [])
              .map((event) =>
                event.args?.data?.url ? `${event.name} ${event.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : '',
              )
              .filter(Boolean),
          ),
        ];
        what = `CPU ${names.slice(0, 3).join(', ')}`;
      }
      console.log(
        `${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${String(Math.round(timing.duration)).padStart(5)} ms  ${what}`,
      );
    }
    console.log(`CPU somada ${Math.round(cpu)} ms, bytes ${(bytes / 1024).toFixed(0)} KB`);
  }
}

await main();

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatBreakdown,
  mainThreadOf,
  profileShares,
  traceBreakdown,
  type TraceEvent,
} from '../src/trace-breakdown.ts';

const PAGE = { pid: 10, tid: 1 };
const OTHER_TAB = { pid: 20, tid: 1 };
const ORIGIN = 'http://127.0.0.1:8080';

const thread = (where: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...where,
  args: { name: 'CrRendererMain' },
});
const task = (ts: number, durMs: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  ...where,
});
const js = (name: string, ts: number, durMs: number, path: string): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  ...PAGE,
  args: { data: { url: `${ORIGIN}${path}` } },
});

/** Navigation at 1 s (trace clock, µs): main.js evaluates for 120 ms, React renders for 80 ms; another
 * tab is busier but runs no script. */
const events: TraceEvent[] = [
  thread(PAGE),
  thread(OTHER_TAB),
  task(500_000, 30),
  { name: 'ResourceSendRequest', ph: 'I', ts: 1_000_000, ...PAGE, args: { data: { url: `${ORIGIN}/pedidos` } } },
  task(1_100_000, 125),
  js('v8.compile', 1_100_100, 5, '/main.1234abcd.js'),
  js('EvaluateScript', 1_105_200, 120, '/main.1234abcd.js'),
  js('FunctionCall', 1_110_000, 20, '/3262.abcdef12.js'),
  task(1_300_000, 80),
  js('FunctionCall', 1_300_100, 79, '/3262.abcdef12.js'),
  task(1_400_000, 10),
  { name: 'Layout', ph: 'X', ts: 1_400_100, dur: 9000, ...PAGE },
  task(1_500_000, 400, OTHER_TAB),
];

describe('the trace breakdown', () => {
  it('reads the main thread of the page that ran the scripts, not a busier blank tab’s', () => {
    assert.deepEqual(mainThreadOf(events), PAGE);
  });

  it('counts tasks from the navigation, their blocking time past 50 ms, and who started them', () => {
    const breakdown = traceBreakdown(events, 1_000_000);
    assert.equal(breakdown.tasks, 3);
    assert.equal(breakdown.busyMs, 215);
    assert.equal(breakdown.blockingMs, 75 + 30);
    assert.deepEqual(
      breakdown.longTasks.map((long) => [long.startMs, long.blockingMs, long.label]),
      [
        [100, 75, 'script: /main.1234abcd.js'],
        [300, 30, 'call: /3262.abcdef12.js'],
      ],
    );
    assert.equal(breakdown.byLabel.at(-1)?.label, 'Layout');
  });

  it('adds script time per file at the top level only (a call nested in an evaluation is not counted twice)', () => {
    const breakdown = traceBreakdown(events, 1_000_000);
    const main = breakdown.byScript.find((entry) => entry.path === '/main.1234abcd.js');
    const vendor = breakdown.byScript.find((entry) => entry.path === '/3262.abcdef12.js');
    assert.deepEqual([main?.compileMs, main?.evaluateMs, main?.callMs], [5, 120, 0]);
    assert.deepEqual([vendor?.compileMs, vendor?.evaluateMs, vendor?.callMs], [0, 0, 79]);
    assert.deepEqual(breakdown.requests, [{ path: '/pedidos', startMs: 0 }]);
  });

  it('stops at the end given (the screen usable)', () => {
    assert.equal(traceBreakdown(events, 1_000_000, 1_250_000).tasks, 1);
  });

  it('prints the long tasks and the scripts', () => {
    const text = formatBreakdown('/pedidos', 4, traceBreakdown(events, 1_000_000));
    assert.match(text, /CPU 4×/);
    assert.match(text, /75 ms {2}script: \/main\.1234abcd\.js/);
  });
});

describe('the CPU profile', () => {
  it('adds each sample’s time to its script and function, leaving idle time out', () => {
    const shares = profileShares({
      nodes: [
        { id: 1, callFrame: { url: '', functionName: '(idle)' } },
        { id: 2, callFrame: { url: `${ORIGIN}/main.1234abcd.js`, functionName: 'init' } },
        { id: 3, callFrame: { url: `${ORIGIN}/3262.abcdef12.js`, functionName: 'performWorkOnRoot' } },
        { id: 4, callFrame: { url: '', functionName: '(garbage collector)' } },
      ],
      samples: [2, 2, 3, 1, 4, 2],
      timeDeltas: [0, 1000, 1000, 2000, 5000, 3000, 0],
    });
    assert.deepEqual(
      shares.byScript,
      [
        { what: '/main.1234abcd.js', selfMs: 2 },
        { what: '(garbage collector)', selfMs: 3 },
        { what: '/3262.abcdef12.js', selfMs: 2 },
      ].sort((a, b) => b.selfMs - a.selfMs),
    );
    assert.equal(shares.byFunction[0]?.what, '(garbage collector) @ (garbage collector)');
  });
});

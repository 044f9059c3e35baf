// The pure part of `pnpm perf --trace`: from a Chromium performance trace (the events DevTools
// records) to where the main thread's time went before the screen was usable. No I/O here, so
// test/trace-breakdown.test.ts checks it on hand-made events.

/** One event of a Chromium trace (the JSON DevTools' Performance panel saves). */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; requestId?: string } };
};

/** A main-thread task and what started it: a script (its URL) or the browser's own work. */
export type TaskSummary = {
  startMs: number;
  durationMs: number;
  /** Time past the first 50 ms: what Lighthouse's Total Blocking Time adds up. */
  blockingMs: number;
  /** `script: /main.1234abcd.js` (evaluated), `call: /3262.….js` (a callback), or the event's name. */
  label: string;
};

export type Breakdown = {
  /** From the navigation to the end of the last task recorded. */
  spanMs: number;
  tasks: number;
  /** Sum of every task's time on the main thread. */
  busyMs: number;
  /** Sum of (task − 50 ms) for tasks over 50 ms, as TBT counts it (but from navigation, not FCP). */
  blockingMs: number;
  /** Per label, largest blocking first. */
  byLabel: { label: string; tasks: number; busyMs: number; blockingMs: number }[];
  /** Per script URL: compiling and evaluating it, and callbacks into it (top level only). */
  byScript: { path: string; compileMs: number; evaluateMs: number; callMs: number }[];
  longTasks: TaskSummary[];
  /** When requests to a few places started, from navigation (ms). */
  requests: { path: string; startMs: number }[];
};

const ms = (micros: number) => micros / 1000;

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + (parsed.search.length > 40 ? `${parsed.search.slice(0, 40)}…` : parsed.search);
  } catch {
    return url;
  }
}

const JS_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule']);

/**
 * The renderer main thread that ran the most script: the page's (another tab, the blank one the
 * browser opens first, runs next to none; a service worker runs on a thread of its own).
 */
export function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const mains = names.filter((event) => event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const thread of mains) {
    const busy = events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && JS_EVENTS.has(event.name))
      .reduce((total, event) => total + (event.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best ? { pid: best.pid, tid: best.tid } : undefined;
}

function labelOf(children: TraceEvent[]): string {
  const js = children.find((event) => JS_EVENTS.has(event.name) && event.args?.data?.url);
  if (js) {
    const kind = js.name === 'FunctionCall' ? 'call' : 'script';
    return `${kind}: ${pathOf(js.args!.data!.url!)}`;
  }
  const named = children.find((event) => event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask');
  if (!named) return 'outro';
  if (named.name === 'EventDispatch' && named.args?.data?.type) return `evento ${named.args.data.type}`;
  return named.name;
}

/**
 * Where the main thread's time went between the navigation (`navigationStartUs`, the trace clock)
 * and `endUs`: every task, those over 50 ms, and script compile/evaluate/callback time per URL.
 */
export function traceBreakdown(events: TraceEvent[], navigationStartUs: number, endUs = Infinity): Breakdown {
  const main = mainThreadOf(events);
  const onMain = events
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .filter((event) => event.ts >= navigationStartUs && event.ts <= endUs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === 'RunTask');

  const summaries: TaskSummary[] = [];
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    while (cursor < onMain.length && onMain[cursor]!.ts < task.ts) cursor += 1;
    const children: TraceEvent[] = [];
    for (let index = cursor; index < onMain.length && onMain[index]!.ts <= end; index += 1) {
      if (onMain[index] !== task) children.push(onMain[index]!);
    }
    const durationMs = ms(task.dur ?? 0);
    summaries.push({
      startMs: ms(task.ts - navigationStartUs),
      durationMs,
      blockingMs: Math.max(0, durationMs - 50),
      label: labelOf(children),
    });
  }

  const byLabel = new Map<string, { label: string; tasks: number; busyMs: number; blockingMs: number }>();
  for (const task of summaries) {
    const entry = byLabel.get(task.label) ?? { label: task.label, tasks: 0, busyMs: 0, blockingMs: 0 };
    entry.tasks += 1;
    entry.busyMs += task.durationMs;
    entry.blockingMs += task.blockingMs;
    byLabel.set(task.label, entry);
  }

  // Script time per URL, top level only: a callback nested in another JS event is already counted.
  const byScript = new Map<string, { path: string; compileMs: number; evaluateMs: number; callMs: number }>();
  let openUntil = -1;
  for (const event of onMain) {
    if (!JS_EVENTS.has(event.name) || !event.args?.data?.url) continue;
    if (event.ts < openUntil) continue;
    openUntil = event.ts + (event.dur ?? 0);
    const path = pathOf(event.args.data.url);
    const entry = byScript.get(path) ?? { path, compileMs: 0, evaluateMs: 0, callMs: 0 };
    if (event.name === 'FunctionCall') entry.callMs += ms(event.dur ?? 0);
    else if (event.name.startsWith('v8.compile')) entry.compileMs += ms(event.dur ?? 0);
    else entry.evaluateMs += ms(event.dur ?? 0);
    byScript.set(path, entry);
  }

  const requests = events
    .filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url)
    .filter((event) => event.ts >= navigationStartUs && event.ts <= endUs)
    .map((event) => ({ path: pathOf(event.args!.data!.url!), startMs: ms(event.ts - navigationStartUs) }));

  const last = tasks.at(-1);
  return {
    spanMs: last ? ms(last.ts + (last.dur ?? 0) - navigationStartUs) : 0,
    tasks: summaries.length,
    busyMs: summaries.reduce((total, task) => total + task.durationMs, 0),
    blockingMs: summaries.reduce((total, task) => total + task.blockingMs, 0),
    byLabel: [...byLabel.values()].sort((a, b) => b.blockingMs - a.blockingMs || b.busyMs - a.busyMs),
    byScript: [...byScript.values()].sort(
      (a, b) => b.compileMs + b.evaluateMs + b.callMs - (a.compileMs + a.evaluateMs + a.callMs),
    ),
    longTasks: summaries.filter((task) => task.durationMs > 50),
    requests,
  };
}

const fixed = (value: number) => `${Math.round(value)} ms`.padStart(8);

/** The breakdown as `pnpm perf --trace` prints it. */
export function formatBreakdown(name: string, cpuSlowdown: number, breakdown: Breakdown): string {
  const lines = [
    `Rastro de ${name} (CPU ${cpuSlowdown}× mais lenta): ${breakdown.tasks} tarefas, ` +
      `${Math.round(breakdown.busyMs)} ms ocupada, ${Math.round(breakdown.blockingMs)} ms de bloqueio ` +
      `(soma de tarefa − 50 ms), até ${Math.round(breakdown.spanMs)} ms`,
    '',
    'tarefas longas (início, duração, bloqueio, o que as começou):',
    ...breakdown.longTasks.map(
      (task) => `  ${fixed(task.startMs)} ${fixed(task.durationMs)} ${fixed(task.blockingMs)}  ${task.label}`,
    ),
    '',
    'por origem (bloqueio, ocupada, tarefas):',
    ...breakdown.byLabel
      .filter((entry) => entry.busyMs >= 5)
      .map(
        (entry) =>
          `  ${fixed(entry.blockingMs)} ${fixed(entry.busyMs)} ${String(entry.tasks).padStart(5)}  ${entry.label}`,
      ),
    '',
    'por script (compilar, avaliar, chamadas):',
    ...breakdown.byScript
      .filter((entry) => entry.compileMs + entry.evaluateMs + entry.callMs >= 5)
      .map((entry) => `  ${fixed(entry.compileMs)} ${fixed(entry.evaluateMs)} ${fixed(entry.callMs)}  ${entry.path}`),
    '',
    'requisições (início):',
    ...breakdown.requests.map((request) => `  ${fixed(request.startMs)}  ${request.path}`),
  ];
  return lines.join('\n');
}

/** A V8 CPU profile as the DevTools protocol's Profiler.stop returns it. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
};

export type ProfileShare = { what: string; selfMs: number };

/**
 * Where the main thread ran JavaScript, by self time: per script file, and per function of the
 * heaviest ones (`name @ /file.js`). V8's own work (`(program)`, `(garbage collector)`) keeps its name.
 */
export function profileShares(profile: CpuProfile): { byScript: ProfileShare[]; byFunction: ProfileShare[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    // A sample's time is the gap to the next one (V8 records the gap before each sample).
    const micros = deltas[index + 1] ?? 0;
    const frame = byId.get(samples[index]!);
    if (!frame) continue;
    const file = frame.url ? pathOf(frame.url) : `(${frame.functionName.replace(/[()]/g, '') || 'anônimo'})`;
    if (file === '(idle)') continue;
    scripts.set(file, (scripts.get(file) ?? 0) + micros);
    const fn = `${frame.functionName || '(anônima)'} @ ${file}`;
    functions.set(fn, (functions.get(fn) ?? 0) + micros);
  }
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].map(([what, micros]) => ({ what, selfMs: ms(micros) })).sort((a, b) => b.selfMs - a.selfMs);
  return { byScript: sorted(scripts), byFunction: sorted(functions) };
}

/** The profile's shares as `pnpm perf --trace` prints them. */
export function formatProfile(shares: { byScript: ProfileShare[]; byFunction: ProfileShare[] }): string {
  return [
    'JavaScript por arquivo (tempo próprio):',
    ...shares.byScript.filter((share) => share.selfMs >= 5).map((share) => `  ${fixed(share.selfMs)}  ${share.what}`),
    '',
    'funções mais pesadas (tempo próprio):',
    ...shares.byFunction.slice(0, 15).map((share) => `  ${fixed(share.selfMs)}  ${share.what}`),
  ].join('\n');
}

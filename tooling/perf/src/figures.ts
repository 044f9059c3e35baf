// The pure part of `pnpm perf`: from what the browser recorded and what Lighthouse returned to the
// figures it prints. No I/O here, so test/figures.test.ts checks it on hand-made inputs.

/** One request of a page load, as recorded through the DevTools protocol. */
export type RequestRecord = {
  url: string;
  /** DevTools resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Manifest, Other... */
  resourceType: string;
  status: number;
  /** Content-Encoding of the answer: br, gzip or identity. */
  contentEncoding: string;
  /** Bytes on the wire (headers and the encoded body). */
  transferred: number;
  /** Decoded body. */
  raw: number;
  /** The decoded body at gzip -9: what the same file weighs compressed, whatever the server sent. */
  gzip: number;
  startMs: number;
  endMs: number;
  /** The document or script that asked for it (DevTools initiator), when known. */
  initiatorUrl?: string;
  /** Requested before the page was ready (the screen usable). */
  beforeReady: boolean;
  failed: boolean;
};

export type ByteFigures = { files: number; raw: number; gzip: number; transferred: number };

export type LoadFigures = {
  /** From navigation to the screen being usable, on this machine, without throttling. */
  readyMs: number;
  /** Requests the page made before it was ready. */
  requests: number;
  /** Longest initiator chain among them: document → main.js → chunk → fetch … */
  criticalDepth: number;
  /** Bytes on the wire of those requests. */
  transferred: number;
  /** JavaScript requested before the page was ready. */
  js: ByteFigures;
  /** Scripts by Content-Encoding. */
  scriptEncodings: Record<string, number>;
  /** The heaviest scripts, as transferred (where to look first). */
  largestScripts: { path: string; raw: number; transferred: number }[];
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Levels of the longest chain of requests, each asked for by the previous one. */
export function criticalDepth(requests: RequestRecord[]): number {
  const byUrl = new Map<string, RequestRecord>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const memo = new Map<string, number>();
  const depth = (request: RequestRecord, seen: Set<string>): number => {
    const known = memo.get(request.url);
    if (known !== undefined) return known;
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    const value = parent && !seen.has(parent.url) ? 1 + depth(parent, new Set([...seen, request.url])) : 1;
    memo.set(request.url, value);
    return value;
  };
  return Math.max(0, ...requests.map((request) => depth(request, new Set([request.url]))));
}

export function loadFigures(all: RequestRecord[], readyMs: number): LoadFigures {
  const requests = all.filter((request) => request.beforeReady && !request.failed);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const scriptEncodings: Record<string, number> = {};
  for (const script of scripts)
    scriptEncodings[script.contentEncoding] = (scriptEncodings[script.contentEncoding] ?? 0) + 1;
  return {
    readyMs,
    requests: requests.length,
    criticalDepth: criticalDepth(requests),
    transferred: sum(requests.map((request) => request.transferred)),
    js: {
      files: scripts.length,
      raw: sum(scripts.map((script) => script.raw)),
      gzip: sum(scripts.map((script) => script.gzip)),
      transferred: sum(scripts.map((script) => script.transferred)),
    },
    scriptEncodings,
    largestScripts: [...scripts]
      .sort((a, b) => b.transferred - a.transferred || a.url.localeCompare(b.url))
      .slice(0, 5)
      .map((script) => ({ path: pathOf(script.url), raw: script.raw, transferred: script.transferred })),
  };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The part of a Lighthouse result (LHR) read here. */
export type LighthouseResultLike = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
};

export type LighthouseFigures = {
  /** 0–100, or null when Lighthouse could not score the page. */
  score: number | null;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  /** Lighthouse's total byte weight: every request of the load, as transferred. */
  totalBytes: number | undefined;
  /**
   * Lighthouse's measure of this machine's CPU at the time of the run (higher is faster). Its
   * simulated phone multiplies the main-thread work it observed by 4, so TBT and LCP follow this
   * index: compare runs only at similar indexes (a shared machine's neighbours move it 2×).
   */
  cpuIndex: number | undefined;
  warnings: string[];
};

export function lighthouseFigures(lhr: LighthouseResultLike): LighthouseFigures {
  const score = lhr.categories.performance?.score;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    totalBytes: value('total-byte-weight'),
    cpuIndex: lhr.environment?.benchmarkIndex,
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...(lhr.runWarnings ?? []),
    ],
  };
}

/** Of several Lighthouse runs of one page, the one with the median score (ties: the lower LCP). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('nenhuma execução do Lighthouse');
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A returning user's load: the same browser again, its caches and service worker warm. */
export type SecondVisitFigures = {
  /** From navigation to the screen being usable, on this machine, without throttling. */
  readyMs: number;
  /** Scripts the server was asked for between navigation and usable (none: all came from caches). */
  scriptsFromNetwork: string[];
  /** Every request that reached the server in that time (documents, JSON, the API, the hubs). */
  requestsToServer: number;
};

export type PageFigures = {
  name: string;
  load: LoadFigures;
  lighthouse?: LighthouseFigures;
  secondVisit?: SecondVisitFigures;
};

export const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
export const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
export const millis = (ms: number | undefined) => (ms === undefined ? '—' : `${Math.round(ms)} ms`);

/** Issue #10's targets for /acesso. */
export const TARGETS = { acessoTransferred: 150 * 1024, acessoScore: 95, acessoLcpMs: 2000 } as const;

export type TargetCheck = { what: string; target: string; measured: string; met: boolean };

/** Issue #25's targets for the signed-in screens (Lighthouse mobile) and their second visit. */
export const SIGNED_IN_TARGETS = { score: 90, tbtMs: 200, lcpMs: 2500, secondVisitMs: 1000 } as const;

export function checkSignedInTargets(page: PageFigures): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (page.lighthouse) {
    const { score, tbtMs, lcpMs } = page.lighthouse;
    checks.push(
      {
        what: `Lighthouse mobile ${page.name}`,
        target: `≥ ${SIGNED_IN_TARGETS.score}`,
        measured: score === null ? '—' : String(score),
        met: score !== null && score >= SIGNED_IN_TARGETS.score,
      },
      {
        what: `TBT ${page.name}`,
        target: `≤ ${millis(SIGNED_IN_TARGETS.tbtMs)}`,
        measured: millis(tbtMs),
        met: tbtMs !== undefined && tbtMs <= SIGNED_IN_TARGETS.tbtMs,
      },
      {
        what: `LCP ${page.name}`,
        target: `≤ ${seconds(SIGNED_IN_TARGETS.lcpMs)}`,
        measured: seconds(lcpMs),
        met: lcpMs !== undefined && lcpMs <= SIGNED_IN_TARGETS.lcpMs,
      },
    );
  }
  if (page.secondVisit) {
    const { readyMs, scriptsFromNetwork } = page.secondVisit;
    checks.push(
      {
        what: `segunda visita ${page.name}: pronta em`,
        target: `≤ ${seconds(SIGNED_IN_TARGETS.secondVisitMs)}`,
        measured: `${(readyMs / 1000).toFixed(2)} s`,
        met: readyMs <= SIGNED_IN_TARGETS.secondVisitMs,
      },
      {
        what: `segunda visita ${page.name}: scripts da rede`,
        target: '0',
        measured: String(scriptsFromNetwork.length),
        met: scriptsFromNetwork.length === 0,
      },
    );
  }
  return checks;
}

export function checkTargets(acesso: PageFigures): TargetCheck[] {
  const checks: TargetCheck[] = [
    {
      what: 'bytes transferidos /acesso',
      target: `≤ ${kb(TARGETS.acessoTransferred)}`,
      measured: kb(acesso.load.transferred),
      met: acesso.load.transferred <= TARGETS.acessoTransferred,
    },
  ];
  if (acesso.lighthouse) {
    const { score, lcpMs } = acesso.lighthouse;
    checks.push(
      {
        what: 'Lighthouse mobile /acesso',
        target: `≥ ${TARGETS.acessoScore}`,
        measured: score === null ? '—' : String(score),
        met: score !== null && score >= TARGETS.acessoScore,
      },
      {
        what: 'LCP /acesso',
        target: `≤ ${seconds(TARGETS.acessoLcpMs)}`,
        measured: seconds(lcpMs),
        met: lcpMs !== undefined && lcpMs <= TARGETS.acessoLcpMs,
      },
    );
  }
  return checks;
}

const encodings = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([encoding, count]) => `${encoding} ${count}`)
    .join(', ') || '—';

/** The table `pnpm perf` prints: one column per page. */
export function formatReport(pages: PageFigures[]): string {
  const rows: [string, (page: PageFigures) => string][] = [
    ['pronta em (sem limitação de rede)', (page) => seconds(page.load.readyMs)],
    ['JS antes de interativa: arquivos', (page) => String(page.load.js.files)],
    ['  bruto', (page) => kb(page.load.js.raw)],
    ['  gzip -9', (page) => kb(page.load.js.gzip)],
    ['  transferido', (page) => kb(page.load.js.transferred)],
    ['  codificação', (page) => encodings(page.load.scriptEncodings)],
    ['requisições até interativa', (page) => String(page.load.requests)],
    ['  níveis do caminho crítico', (page) => String(page.load.criticalDepth)],
    ['bytes transferidos até interativa', (page) => kb(page.load.transferred)],
    ['Lighthouse mobile: nota', (page) => (page.lighthouse ? String(page.lighthouse.score ?? '—') : 'não medido')],
    ['  FCP', (page) => seconds(page.lighthouse?.fcpMs)],
    ['  LCP', (page) => seconds(page.lighthouse?.lcpMs)],
    ['  TBT', (page) => millis(page.lighthouse?.tbtMs)],
    ['  bytes da carga (Lighthouse)', (page) => kb(page.lighthouse?.totalBytes)],
    ['  índice de CPU da máquina', (page) => cpuIndex(page.lighthouse?.cpuIndex)],
    [
      'segunda visita: pronta em',
      (page) => (page.secondVisit ? `${(page.secondVisit.readyMs / 1000).toFixed(2)} s` : '—'),
    ],
    ['  scripts da rede', (page) => (page.secondVisit ? String(page.secondVisit.scriptsFromNetwork.length) : '—')],
    ['  requisições ao servidor', (page) => (page.secondVisit ? String(page.secondVisit.requestsToServer) : '—')],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;
  const columnWidth = Math.max(14, ...pages.map((page) => page.name.length + 2));
  const lines = [''.padEnd(labelWidth) + pages.map((page) => page.name.padStart(columnWidth)).join('')];
  for (const [label, cell] of rows) {
    lines.push(label.padEnd(labelWidth) + pages.map((page) => cell(page).padStart(columnWidth)).join(''));
  }
  for (const page of pages) {
    if (page.load.largestScripts.length === 0) continue;
    lines.push('', `maiores scripts de ${page.name} (transferido / bruto):`);
    for (const script of page.load.largestScripts) {
      lines.push(`  ${kb(script.transferred).padStart(10)} ${kb(script.raw).padStart(10)}  ${script.path}`);
    }
  }
  return lines.join('\n');
}

function cpuIndex(value: number | undefined): string {
  return value === undefined ? '—' : String(Math.round(value));
}

export function formatTargets(checks: TargetCheck[]): string {
  return checks
    .map((check) => `${check.met ? '✓' : '✗'} ${check.what}: ${check.measured} (meta ${check.target})`)
    .join('\n');
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkTargets,
  criticalDepth,
  formatReport,
  formatTargets,
  kb,
  lighthouseFigures,
  loadFigures,
  medianRun,
  millis,
  seconds,
  type LighthouseFigures,
  type LighthouseResultLike,
  type RequestRecord,
} from '../src/figures.ts';

const ORIGIN = 'http://127.0.0.1:8080';

function request(path: string, overrides: Partial<RequestRecord> = {}): RequestRecord {
  return {
    url: `${ORIGIN}${path}`,
    resourceType: 'Script',
    status: 200,
    contentEncoding: 'br',
    transferred: 1000,
    raw: 4000,
    gzip: 1200,
    startMs: 0,
    endMs: 10,
    beforeReady: true,
    failed: false,
    ...overrides,
  };
}

/** /acesso as the host loads it: document → main.js → chunks → a fetch, then a late script. */
const acesso: RequestRecord[] = [
  request('/acesso', { resourceType: 'Document', contentEncoding: 'identity', transferred: 1500, raw: 600, gzip: 370 }),
  request('/main.1a2b3c4d.js', { initiatorUrl: `${ORIGIN}/acesso`, transferred: 26_000, raw: 100_000, gzip: 29_000 }),
  request('/3262.e31faeec.js', {
    initiatorUrl: `${ORIGIN}/main.1a2b3c4d.js`,
    transferred: 55_000,
    raw: 207_000,
    gzip: 65_000,
  }),
  request('/110.a92dd5e5.js', {
    initiatorUrl: `${ORIGIN}/main.1a2b3c4d.js`,
    contentEncoding: 'identity',
    transferred: 1500,
    raw: 600,
    gzip: 380,
  }),
  request('/9035.75802f9a.css', {
    resourceType: 'Stylesheet',
    initiatorUrl: `${ORIGIN}/main.1a2b3c4d.js`,
    transferred: 2700,
  }),
  request('/remotes.json', {
    resourceType: 'Fetch',
    initiatorUrl: `${ORIGIN}/3262.e31faeec.js`,
    contentEncoding: 'identity',
    transferred: 1000,
    raw: 200,
    gzip: 100,
  }),
  // Failed, or asked for once the screen was usable: not part of the first load's figures.
  request('/missing.0f1e2d3c.js', { failed: true, transferred: 0 }),
  request('/7497.2cad62e7.js', { beforeReady: false, transferred: 12_000 }),
];

describe('loadFigures', () => {
  const figures = loadFigures(acesso, 1234);

  it('adds up the JS requested before the page was ready: raw, gzip -9 and as transferred', () => {
    assert.deepEqual(figures.js, { files: 3, raw: 307_600, gzip: 94_380, transferred: 82_500 });
    assert.deepEqual(figures.scriptEncodings, { br: 2, identity: 1 });
  });

  it('counts every request before ready, their bytes on the wire and the longest chain', () => {
    assert.equal(figures.readyMs, 1234);
    assert.equal(figures.requests, 6);
    assert.equal(figures.transferred, 1500 + 26_000 + 55_000 + 1500 + 2700 + 1000);
    assert.equal(figures.criticalDepth, 4);
  });

  it('names the heaviest scripts, heaviest first', () => {
    assert.deepEqual(
      figures.largestScripts.map((script) => script.path),
      ['/3262.e31faeec.js', '/main.1a2b3c4d.js', '/110.a92dd5e5.js'],
    );
  });

  it('is all zeros for a page that loaded nothing', () => {
    const empty = loadFigures([], 0);
    assert.deepEqual(empty.js, { files: 0, raw: 0, gzip: 0, transferred: 0 });
    assert.equal(empty.criticalDepth, 0);
    assert.deepEqual(empty.largestScripts, []);
  });
});

describe('criticalDepth', () => {
  it('counts a request without a known initiator as one level', () => {
    assert.equal(criticalDepth([request('/a.js'), request('/b.js', { initiatorUrl: 'http://elsewhere/x.js' })]), 1);
  });

  it('survives an initiator loop', () => {
    const loop = [
      request('/a.js', { initiatorUrl: `${ORIGIN}/b.js` }),
      request('/b.js', { initiatorUrl: `${ORIGIN}/a.js` }),
    ];
    assert.equal(criticalDepth(loop), 2);
  });
});

const lhr = (score: number | null, lcp: number, extra: Partial<LighthouseResultLike> = {}): LighthouseResultLike => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 2210.4 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 191.2 },
    'total-byte-weight': { numericValue: 219_853 },
  },
  environment: { benchmarkIndex: 1450.5 },
  ...extra,
});

describe('lighthouseFigures', () => {
  it('reads the score (0–100) and the metrics Lighthouse computed', () => {
    assert.deepEqual(lighthouseFigures(lhr(0.84, 3700)), {
      score: 84,
      fcpMs: 2210.4,
      lcpMs: 3700,
      tbtMs: 191.2,
      totalBytes: 219_853,
      cpuIndex: 1450.5,
      warnings: [],
    });
  });

  it('keeps a page Lighthouse could not score as null, with the reason', () => {
    const figures = lighthouseFigures(
      lhr(null, 0, { runtimeError: { code: 'NO_FCP', message: 'A página não pintou nada' }, runWarnings: ['lento'] }),
    );
    assert.equal(figures.score, null);
    assert.deepEqual(figures.warnings, ['NO_FCP: A página não pintou nada', 'lento']);
  });
});

describe('medianRun', () => {
  const run = (score: number | null, lcpMs: number): LighthouseFigures => ({
    score,
    lcpMs,
    fcpMs: 1,
    tbtMs: 1,
    totalBytes: 1,
    cpuIndex: 1,
    warnings: [],
  });

  it('picks the run with the median score', () => {
    assert.equal(medianRun([run(70, 5000), run(90, 2000), run(84, 3700)]).score, 84);
    assert.equal(medianRun([run(84, 3700)]).score, 84);
  });

  it('breaks a tie towards the slower LCP, and refuses no runs', () => {
    assert.equal(medianRun([run(84, 3000), run(84, 4000)]).lcpMs, 4000);
    assert.throws(() => medianRun([]));
  });
});

describe('formatting', () => {
  it('writes bytes in KB, times in s or ms, and a dash for nothing measured', () => {
    assert.equal(kb(219_853), '214.7 KB');
    assert.equal(seconds(3712), '3.7 s');
    assert.equal(millis(191.4), '191 ms');
    assert.equal(kb(undefined), '—');
    assert.equal(seconds(undefined), '—');
  });

  it('prints one column per page and the heaviest scripts', () => {
    const report = formatReport([
      { name: '/acesso', load: loadFigures(acesso, 1234), lighthouse: lighthouseFigures(lhr(0.84, 3700)) },
      { name: '/pedidos (gestor)', load: loadFigures(acesso, 900) },
    ]);
    const lines = report.split('\n');
    assert.match(lines[0]!, /\/acesso\s+\/pedidos \(gestor\)$/);
    assert.match(report, /^ {2}bruto\s+300\.4 KB\s+300\.4 KB$/m);
    assert.match(report, /^ {2}transferido\s+80\.6 KB\s+80\.6 KB$/m);
    assert.match(report, /^ {2}codificação\s+br 2, identity 1\s+br 2, identity 1$/m);
    assert.match(report, /^Lighthouse mobile: nota\s+84\s+não medido$/m);
    assert.match(report, /^ {2}LCP\s+3\.7 s\s+—$/m);
    assert.match(report, /^ {2}índice de CPU da máquina\s+1451\s+—$/m);
    assert.match(report, /maiores scripts de \/acesso[^\n]*\n\s+53\.7 KB\s+202\.1 KB {2}\/3262\.e31faeec\.js/);
  });
});

describe('the targets of issue #10', () => {
  it('checks bytes, score and LCP of /acesso', () => {
    const checks = checkTargets({
      name: '/acesso',
      load: loadFigures(acesso, 1234),
      lighthouse: lighthouseFigures(lhr(0.96, 1900)),
    });
    assert.deepEqual(
      checks.map((check) => [check.what, check.met]),
      [
        ['bytes transferidos /acesso', true],
        ['Lighthouse mobile /acesso', true],
        ['LCP /acesso', true],
      ],
    );
    const missed = checkTargets({
      name: '/acesso',
      load: { ...loadFigures(acesso, 1234), transferred: 214.7 * 1024 },
      lighthouse: lighthouseFigures(lhr(0.84, 3700)),
    });
    assert.equal(
      formatTargets(missed),
      [
        '✗ bytes transferidos /acesso: 214.7 KB (meta ≤ 150.0 KB)',
        '✗ Lighthouse mobile /acesso: 84 (meta ≥ 95)',
        '✗ LCP /acesso: 3.7 s (meta ≤ 2.0 s)',
      ].join('\n'),
    );
  });

  it('checks only the bytes when Lighthouse did not run', () => {
    assert.equal(checkTargets({ name: '/acesso', load: loadFigures(acesso, 1) }).length, 1);
  });
});

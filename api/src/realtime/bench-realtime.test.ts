import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { it } from 'node:test';
import { API_ROOT } from '../paths';

/**
 * `bench:realtime` runs to its end (issue #30: its idle phase met a 404 and the README's idle
 * figure went unmeasured). Small numbers, but more idle connections than throughput clients + 100,
 * the case the per-address cap refused.
 */
it('bench:realtime completes its throughput runs and its idle-connection phase', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'bench/realtime-fanout.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, BENCH_CLIENTS: '40', BENCH_IDLE: '300', BENCH_MESSAGES: '5', BENCH_ROUNDS: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0, output);
  assert.match(output, /hub \/ raw throughput at max rate: \d+%/);
  assert.match(output, /^300 idle hub connections \(joined, stateful\): rss [+-]\d+ MiB/m);
});

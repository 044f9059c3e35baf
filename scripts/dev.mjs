// `pnpm dev`: every app on its own dev server (host 3000, remotes 3001–3004) and the API on 5000
// in watch mode. The host's dev server proxies /api and the hubs to the API.
import { spawn } from 'node:child_process';
import { APPS, ROOT } from './lib/apps.mjs';

const children = [];

function start(name, args, env = {}) {
  const child = spawn('pnpm', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(20);
  const pipe = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix} saiu (${code})`));
  children.push(child);
}

start('api', ['--filter', '@colabora/api', 'dev'], { PORT: '5000' });
for (const app of APPS) start(app.dir, ['--filter', app.pkg, 'dev']);

console.log('\n  Colabora (dev) em http://localhost:3000 — API em http://localhost:5000\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}

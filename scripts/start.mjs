// `pnpm start`: build what is stale, then serve everything on one port with the embedded
// database and demo data (DESIGN §6). pnpm installs missing dependencies before this runs
// (verifyDepsBeforeRun in pnpm-workspace.yaml).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { ROOT } from './lib/apps.mjs';

const port = process.env.PORT ?? '8080';

await buildApps({ report: false }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const api = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'api/dist/server.js')], {
  cwd: join(ROOT, 'api'),
  stdio: ['inherit', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    SERVE_APPS: 'true',
    APPS_ROOT: ROOT,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  },
});

console.log(`
  Colabora em http://localhost:${port}
  Entrar (demo): telefone (11) 99999-0001, senha colabora123  — gestor da Instituição Demonstração
                 telefone (11) 99999-0002, senha colabora123  — atendente
                 telefone (21) 99999-0001, senha colabora123  — gestor da Instituição Vizinha
`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));

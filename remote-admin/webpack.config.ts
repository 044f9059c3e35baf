import { createAppConfig } from '@colabora/webpack-config';

/** remote_admin: one exposed module per top-level route it owns (DESIGN §2). */
export default createAppConfig({
  name: 'remote_admin',
  kind: 'remote',
  dir: __dirname,
  devPort: 3003,
  exposes: {
    './usuarios': './src/routes/usuarios.tsx',
    './perfis': './src/routes/perfis.tsx',
    './instituicao': './src/routes/instituicao.tsx',
    './dashboard-presidente': './src/routes/dashboard-presidente.tsx',
    './relatorios': './src/routes/relatorios.tsx',
    './enviar-dados': './src/routes/enviar-dados.tsx',
    './auto-atualizacao-config': './src/routes/auto-atualizacao-config.tsx',
  },
});

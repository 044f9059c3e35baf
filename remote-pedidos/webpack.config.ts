import { createAppConfig } from '@colabora/webpack-config';

/** remote_pedidos: one exposed module per top-level route it owns (DESIGN §2). */
export default createAppConfig({
  name: 'remote_pedidos',
  kind: 'remote',
  dir: __dirname,
  devPort: 3001,
  exposes: {
    './pedidos': './src/routes/pedidos.tsx',
    './produto-servico': './src/routes/produto-servico.tsx',
  },
});

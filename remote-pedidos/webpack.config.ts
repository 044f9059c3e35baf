import { createAppConfig } from '@colabora/webpack-config';
import { firstRequests } from './src/routes/first-requests';

/** remote_pedidos: one exposed module per top-level route it owns (DESIGN §2). */
export default createAppConfig({
  name: 'remote_pedidos',
  kind: 'remote',
  dir: __dirname,
  firstRequests,
  devPort: 3001,
  exposes: {
    './pedidos': './src/routes/pedidos.tsx',
    // The screen's first queries, started by the host beside the screen's code (issue #25).
    './pedidos-prefetch': './src/routes/pedidos-prefetch.ts',
    './produto-servico': './src/routes/produto-servico.tsx',
  },
});

import { createAppConfig } from '@colabora/webpack-config';
import { firstRequests } from './src/routes/first-requests';

/** remote_marketing: one exposed module per top-level route it owns (DESIGN §2). */
export default createAppConfig({
  name: 'remote_marketing',
  kind: 'remote',
  dir: __dirname,
  firstRequests,
  devPort: 3004,
  exposes: {
    './leads': './src/routes/leads.tsx',
    './contatos': './src/routes/contatos.tsx',
    './funil': './src/routes/funil.tsx',
    // The screen's first queries, started by the host beside the screen's code (issue #25).
    './funil-prefetch': './src/routes/funil-prefetch.ts',
    './campanhas': './src/routes/campanhas.tsx',
    './json-campanha': './src/routes/json-campanha.tsx',
    './envio-massa': './src/routes/envio-massa.tsx',
    './aniversariantes': './src/routes/aniversariantes.tsx',
  },
});

import { createAppConfig } from '@colabora/webpack-config';
import { join } from 'node:path';

export default createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  devPort: 3000,
  title: 'Colabora',
  runtimePlugins: [join(__dirname, 'src/federation/timeout-runtime-plugin.ts')],
  devRemotes: {
    remote_pedidos: 'http://localhost:3001/mf-manifest.json',
    remote_chat: 'http://localhost:3002/mf-manifest.json',
    remote_admin: 'http://localhost:3003/mf-manifest.json',
    remote_marketing: 'http://localhost:3004/mf-manifest.json',
  },
});

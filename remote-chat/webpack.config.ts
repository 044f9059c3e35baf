import { createAppConfig } from '@colabora/webpack-config';
import { firstRequests } from './src/routes/first-requests';

/** remote_chat: one exposed module per top-level route it owns (DESIGN §2). */
export default createAppConfig({
  name: 'remote_chat',
  kind: 'remote',
  dir: __dirname,
  firstRequests,
  devPort: 3002,
  exposes: {
    './chat': './src/routes/chat.tsx',
    // The screen's first queries, started by the host beside the screen's code (issue #25).
    './chat-prefetch': './src/routes/chat-prefetch.ts',
    './whatsapp-qrcode': './src/routes/whatsapp-qrcode.tsx',
    './filas': './src/routes/filas.tsx',
    './qrcode': './src/routes/qrcode.tsx',
    './especialistas': './src/routes/especialistas.tsx',
    './especialista-ia': './src/routes/especialista-ia.tsx',
    './contexto-editor': './src/routes/contexto-editor.tsx',
  },
});

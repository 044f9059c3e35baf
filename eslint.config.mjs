// One linter for the workspace, zero warnings (CONVENTIONS). Import boundaries are enforced here:
// a remote never imports another remote or the host; shared imports no app (DESIGN §1).
import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are written from the repository's root, whichever package runs the linter.
const ROOT = dirname(fileURLToPath(import.meta.url));

/** The router's packages: app code takes the router from @colabora/shared/router, the page's one copy. */
const routerPackages = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    'Importe o roteador de @colabora/shared/router: este pacote importado direto é uma segunda cópia, sem as rotas da página.',
}));

/** valibot: app code takes it from @colabora/shared/schema, the page's one copy (session 14). */
const schemaPackages = [
  {
    name: 'valibot',
    message:
      'Importe o valibot de @colabora/shared/schema: importado direto, cada app leva a sua cópia à tela (ADR 0041).',
  },
];

const APPS = ['host', 'remote-pedidos', 'remote-chat', 'remote-admin', 'remote-marketing'];

const REMOTES = APPS.filter((app) => app.startsWith('remote-'));

/** The feature folders of an app (`<app>/src/features/<feature>`). */
function featuresOf(app) {
  const dir = join(ROOT, app, 'src/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// Inside a remote, features never import each other (bulletproof-react): what several features
// use lives in the remote's components/ or lib/, or in @colabora/shared. Computed from the folders,
// so a feature added later is covered without touching this file.
const featureZones = REMOTES.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: mova o que é comum para components/ ou lib/ do remote, ou para @colabora/shared.',
  })),
);

const boundaryZones = [
  ...featureZones,
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Um app nunca importa outro app: use @colabora/shared ou a federação.',
  })),
  { target: './shared', from: [...APPS.map((app) => `./${app}`), './api'], message: 'shared não conhece nenhum app.' },
  { target: './api', from: APPS.map((app) => `./${app}`), message: 'A API não importa código de tela.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The import rules only see imports they can resolve and files they parse: teach both TypeScript
    // (without `import-x/extensions`, no-cycle reads no .ts file and finds no cycle at all).
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: ROOT }],
      // One direction per path (docs/decisions/0022-one-way-api.md): a file never reaches itself
      // through its imports. Packages are not followed (their cycles are not ours to fix); the
      // rule skips `import type`, so a type-only circle is closed by hand (the ADR says how).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/src/*', '../shared/*', '../../shared/*'],
              message: 'Importe @colabora/shared pelo nome (um caminho relativo cria uma segunda cópia).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers never reach the app's bundles.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@colabora/shared/testing', message: 'Só os testes usam @colabora/shared/testing.' },
            ...routerPackages,
            ...schemaPackages,
          ],
          patterns: [
            {
              group: ['**/shared/src/*', '../shared/*', '../../shared/*'],
              message: 'Importe @colabora/shared pelo nome (um caminho relativo cria uma segunda cópia).',
            },
          ],
        },
      ],
    },
  },
  {
    // The modules that may import the router's and valibot's packages: they name what the apps use (ADR 0041).
    files: ['shared/src/router/**', 'shared/src/schema/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

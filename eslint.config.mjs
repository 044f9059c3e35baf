// One linter for the workspace, zero warnings (CONVENTIONS). Import boundaries are enforced here:
// a remote never imports another remote or the host; shared imports no app (DESIGN §1).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-pedidos', 'remote-chat', 'remote-admin', 'remote-marketing'];

const boundaryZones = [
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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// One jest run for the browser-side packages (shared, host, remotes). The API uses node:test
// (ESM-native, see docs/decisions/0002-test-runners.md).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only packages jest must transform. */
const esmPackages = ['ky'];

module.exports = {
  testEnvironment: '<rootDir>/tooling/jest/jsdom-with-fetch.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-pedidos',
    '<rootDir>/remote-chat',
    '<rootDir>/remote-admin',
    '<rootDir>/remote-marketing',
  ],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')})(@|/))`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tooling/jest/style-mock.cjs',
    '\\.(png|svg|jpg|jpeg|webp|ico)$': '<rootDir>/tooling/jest/file-mock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup.ts'],
};

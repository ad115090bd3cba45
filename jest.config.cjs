// Unit and component tests of the front end (contracts, shell, remotes). The platform API uses node:test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared-contracts', '<rootDir>/shell', '<rootDir>/mfe-header', '<rootDir>/mfe-menu', '<rootDir>/mfe-events', '<rootDir>/mfe-betslip', '<rootDir>/mfe-mybets', '<rootDir>/mfe-jackpot', '<rootDir>/mfe-account'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages the tests reach are compiled like the project's own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(single-spa-react|single-spa|axios)[@/])'],
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup.ts'],
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
};

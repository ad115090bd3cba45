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

const common = {
  // What each app's webpack build defines (tooling/webpack/createAppConfig.cjs).
  globals: {
    __SPORTSBOOK_CONTRACT_VERSION__: require('./shared-contracts/package.json').version,
    __SPORTSBOOK_BUILD_ID__: 'test',
  },
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-domain',
    '<rootDir>/shared-render',
    '<rootDir>/shared-search',
    '<rootDir>/shared-testing',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-header',
    '<rootDir>/mfe-menu',
    '<rootDir>/mfe-events',
    '<rootDir>/mfe-betslip',
    '<rootDir>/mfe-mybets',
    '<rootDir>/mfe-jackpot',
    '<rootDir>/mfe-account',
  ],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages the tests reach are compiled like the project's own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(single-spa-react|single-spa)[@/])'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '\\.node\\.test\\.tsx?$'],
      setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup.ts'],
      testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    },
    // *.node.test.ts run in Node: code that sends through fetch's Request and Response, which jsdom lacks.
    // and the shell's server.
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['**/src/**/*.node.test.ts', '**/src/**/*.node.test.tsx', '<rootDir>/shell/server/**/*.test.ts'],
    },
    // The scripts behind npm start and npm test.
    { ...common, roots: ['<rootDir>/tooling'], displayName: 'tooling', testEnvironment: 'node', testMatch: ['**/*.test.mjs'] },
  ],
};

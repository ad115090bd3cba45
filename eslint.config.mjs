import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The architecture's boundaries: every part stands on the contracts alone and never reaches into another. */
const OTHER_PARTS = {
  group: ['**/mfe-*/**', '**/shell/**', '**/platform-api/**', '@sportsbook/shell', '@sportsbook/mfe-*'],
  message: 'a part of the site never imports another: talk through the contracts (bus, stores, wire types)',
};
/**
 * The contracts' public subpaths: `pure` (helpers each remote bundles itself, see shared-contracts/pure.ts),
 * `server` (a remote's server rendering, shared-contracts/server.ts) and `wire` (the routes' schemas,
 * shared-contracts/wire.ts).
 */
const CONTRACT_INTERNALS = {
  regex: '^@sportsbook/contracts/(?!src/testing/|pure$|server$|wire$)',
  message: "import from '@sportsbook/contracts' (or its 'pure' helpers): its folders are not part of the contract",
};
/** The contracts' test helpers are for tests; their server rendering for a remote's server entry (src/server.tsx). */
const TEST_HELPERS = {
  selector: 'ImportDeclaration[source.value=/contracts\\/src\\/testing/]',
  message: 'test helpers are for tests',
};
const SERVER_RENDERING = {
  selector: 'ImportDeclaration[source.value=/contracts\\/server$/]',
  message: "server rendering is for a remote's server entry (src/server.tsx), never in its browser build",
};
/** The browser reads the routes' schemas as types: their TypeBox code is the platform's, never in a bundle. */
const WIRE_SCHEMAS = {
  selector: 'ImportDeclaration[source.value=/contracts\\/wire$/][importKind!="type"]',
  message: "the browser imports the routes' schemas as types only: import type { ... } from '@sportsbook/contracts/wire'",
};
const boundaries = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.mjs'], languageOptions: { globals: { ...globals.jest } } },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    rules: boundaries(OTHER_PARTS, CONTRACT_INTERNALS),
  },
  {
    files: ['platform-api/**/*.ts'],
    rules: boundaries({ ...OTHER_PARTS, group: ['**/mfe-*/**', '**/shell/**'] }, CONTRACT_INTERNALS),
  },
  // No import cycles inside a part or through the contracts: a cycle makes the order modules run in, and
  // so what a module sees at load, depend on which file was imported first.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Only tests may use the contracts' test helpers, and only a remote's server entry their server rendering.
  {
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', TEST_HELPERS, SERVER_RENDERING] },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shared-contracts/src/wire/routes/**'],
    rules: { 'no-restricted-syntax': ['error', TEST_HELPERS, SERVER_RENDERING, WIRE_SCHEMAS] },
  },
  { files: ['mfe-*/src/server.tsx'], rules: { 'no-restricted-syntax': ['error', TEST_HELPERS] } },
  { ignores: ['e2e/playwright-report/**'] },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import FEATURE_LAYERS from './tooling/lint/featureLayers.cjs';

/** The architecture's boundaries: every part stands on the contracts alone and never reaches into another. */
const OTHER_PARTS = {
  group: ['**/mfe-*/**', '**/shell/**', '**/platform-api/**', '@sportsbook/shell', '@sportsbook/mfe-*'],
  message: 'a part of the site never imports another: talk through the contracts (bus, stores, wire types)',
};
/**
 * The contracts' one subpath: `wire` (the routes' schemas, shared-contracts/wire.ts). The domain, the search
 * field, the server renderer and the test helpers have one entry each (shared-contracts/README.md).
 */
const CONTRACT_INTERNALS = {
  regex: '^@sportsbook/(contracts/(?!wire$)|domain/|search/|server-render/|testing/)',
  message: "import from '@sportsbook/contracts' or '@sportsbook/domain': their folders are not part of the contract",
};
/** The domain package is plain rules: no React, no stores, no styles, no texts, no network. */
const DOMAIN_PURITY = {
  group: [
    'react',
    'react-dom',
    'react/*',
    'react-dom/*',
    '@emotion/*',
    'zustand',
    'zustand/*',
    'i18next',
    'react-i18next',
    '@tanstack/*',
  ],
  message: '@sportsbook/domain holds pure rules only: state, rendering and texts belong to the contracts or the remotes',
};
/** The test helpers (@sportsbook/testing) are for tests; the server renderer for a remote's server entry (src/server.tsx). */
const TEST_HELPERS = {
  selector: 'ImportDeclaration[source.value=/^@sportsbook\\/testing$/]',
  message: 'test helpers are for tests',
};
const SERVER_RENDERING = {
  selector: 'ImportDeclaration[source.value=/^@sportsbook\\/server-render$/]',
  message: "server rendering is for a remote's server entry (src/server.tsx), never in its browser build",
};
/**
 * Inside a part, the feature folders of tooling/lint/featureLayers.cjs: a folder imports the folders below it
 * through their public file (index.ts) only, never a folder beside or above it (a cycle between folders
 * needs one such arrow), and no production file imports a testing folder.
 */
const featureZones = Object.entries(FEATURE_LAYERS).flatMap(([src, layers]) =>
  layers.flatMap((layer, depth) =>
    layer.flatMap((folder) => {
      const target = `${src}/${folder}`;
      const notBelow = layers
        .slice(0, depth + 1)
        .flat()
        .filter((other) => other !== folder);
      const below = layers.slice(depth + 1).flat();
      return [
        {
          target,
          from: [...notBelow.map((other) => `${src}/${other}`), `${src}/testing`],
          message: `${folder} may import only the folders listed below it in tooling/lint/featureLayers.cjs (no cycles between folders), and never a testing folder`,
        },
        ...below.map((lower) => ({
          target,
          from: `${src}/${lower}`,
          except: ['./index.ts'],
          message: `import ${lower} through its public file ('../${lower}'), not its inner files`,
        })),
      ];
    }),
  ),
);
/** The browser reads the routes' schemas as types: their TypeBox code is the platform's, never in a bundle. */
const WIRE_SCHEMAS = {
  selector: 'ImportDeclaration[source.value=/contracts\\/wire$/][importKind!="type"]',
  message: "the browser imports the routes' schemas as types only: import type { ... } from '@sportsbook/contracts/wire'",
};
/** The contracts depend on the domain at run time; the domain reads the contracts' types only, so neither loads the other in a cycle. */
const CONTRACT_TYPES_ONLY = {
  selector: 'ImportDeclaration[source.value=/^@sportsbook\\/contracts/][importKind!="type"]',
  message: "the domain reads the contracts' types only: import type { ... } from '@sportsbook/contracts'",
};
/** The design system stands on the contracts; the contracts never draw, so they never import it. */
const DESIGN_SYSTEM = {
  group: ['@sportsbook/ui', '@sportsbook/ui/*', '**/shared-ui/**'],
  message: 'the contracts hold no look: what a part draws with is in @sportsbook/ui, which imports the contracts',
};
/** Only the design system's public entry: its folders are its own to change. */
const UI_INTERNALS = {
  regex: '^@sportsbook/ui/',
  message: "import from '@sportsbook/ui': its folders are not part of its public interface",
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
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared-*/src/**/*.{ts,tsx}'],
    rules: boundaries(OTHER_PARTS, CONTRACT_INTERNALS, UI_INTERNALS),
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}', 'shared-render/**/*.{ts,tsx}'],
    rules: boundaries(OTHER_PARTS, CONTRACT_INTERNALS, DESIGN_SYSTEM),
  },
  {
    files: ['shared-domain/src/**/*.ts'],
    rules: boundaries(OTHER_PARTS, CONTRACT_INTERNALS, DOMAIN_PURITY, DESIGN_SYSTEM),
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
  // Only tests may use the test helpers, and only a remote's server entry the server renderer.
  {
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', TEST_HELPERS, SERVER_RENDERING] },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shared-contracts/src/wire/routes/**'],
    rules: { 'no-restricted-syntax': ['error', TEST_HELPERS, SERVER_RENDERING, WIRE_SCHEMAS] },
  },
  { files: ['mfe-*/src/server.tsx'], rules: { 'no-restricted-syntax': ['error', TEST_HELPERS] } },
  {
    files: ['shared-domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', TEST_HELPERS, SERVER_RENDERING, CONTRACT_TYPES_ONLY] },
  },
  // Tests and the testing folders reach into a feature to set it up; production code keeps to the layers.
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  { ignores: ['e2e/playwright-report/**'] },
);

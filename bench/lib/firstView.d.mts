// Types of firstView.mjs, for the npm test journey that checks the same budgets (e2e/tests/budget.spec.ts).
import type { Page } from '@playwright/test';

export declare const KB: number;

export interface FirstViewFile {
  url: string;
  app: string;
  type: 'js' | 'css';
  bytes: number;
  gzip: number;
  /** The encoded body length that crossed the wire (compressed when the server compressed it). */
  transferred: number;
  /** The shared packages the file carries, from its app's mf-manifest.json. */
  shared: string[];
}

export interface LoadedShare {
  scope: string;
  pkg: string;
  version: string;
  from: string;
  useIn: string[];
}

export interface AppSizes {
  app: string;
  jsFiles: number;
  js: number;
  jsGzip: number;
  jsWire: number;
  css: number;
  cssGzip: number;
  cssWire: number;
}

export declare function appOf(url: string): string;
export declare function resolvePagePath(baseUrl: string, path: string): Promise<string>;
export declare function measureFirstView(
  page: Page,
  baseUrl: string,
  path: string,
): Promise<{
  files: FirstViewFile[];
  share: LoadedShare[];
  /** apps (shell, remotes, other) the page sent any request to */ requested: string[];
}>;
export declare function sumByApp(files: FirstViewFile[]): AppSizes[];
export declare function duplicatedSingletons(singletons: string[], files: FirstViewFile[], share: LoadedShare[]): string[];

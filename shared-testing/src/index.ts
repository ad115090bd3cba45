/**
 * `@sportsbook/testing`: what the tests of the shell and the remotes set up with: a remote rendered in a shell's
 * context (bus, stores, a fake API client), a fake platform, a remote's locale texts. Only tests import it
 * (lint holds production code to that); it is a development dependency.
 */
export * from './renderInShell';
export * from './fakePlatform';
export * from './localeTexts';

// The Subresource Integrity value a release publishes for each of its scripts, and that the shell's server
// checks a server build against before it runs it (shell/server/render/serverBuilds.ts): both sides of that
// promise compute it here, so the hash a release seals is the hash the shell expects.
import { createHash } from 'node:crypto';

/** The Subresource Integrity value of some bytes, as a release's manifest lists it. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

// Types of integrity.mjs, for the shell's server (shell/server/render/serverBuilds.ts).

/** The Subresource Integrity value of some bytes, as a release's manifest lists it. */
export declare const integrityOf: (bytes: string | Buffer) => string;

// Runs the whole site on one machine: the platform API, the shell on 3000 and each remote on its own port.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startRemoteServer } from './staticServers.mjs';
import { createReleases, TAMPERABLE } from './releases.mjs';
import { asBuiltWithFederation } from '../release/federationVersion.mjs';

export const REMOTE_PORTS = { header: 3001, menu: 3002, events: 3003, betslip: 3004, mybets: 3005, jackpot: 3006, account: 3007 };
export const SHELL_PORT = 3000;
export const API_PORT = 4000;

/** A release's source change: `[{ file: 'src/....ts', replace, with }]`, each text a string. */
function isSourceEdit(edits) {
  return (
    Array.isArray(edits) &&
    edits.every(
      (edit) =>
        typeof edit?.file === 'string' &&
        /^src\/[\w/.-]+\.tsx?$/.test(edit.file) &&
        !edit.file.includes('..') &&
        typeof edit.replace === 'string' &&
        edit.replace.length > 0 &&
        typeof edit.with === 'string',
    )
  );
}

/** A release's text change: language code to the keys it sets, each a text. */
function isTextChange(texts) {
  const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  return (
    isObject(texts) &&
    Object.entries(texts).every(
      ([lng, changed]) =>
        /^[a-z]{2}$/.test(lng) && isObject(changed) && Object.values(changed).every((text) => typeof text === 'string'),
    )
  );
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A TypeScript program of the workspace in a process of its own, as a deployment runs it. */
function startProgram(root, cwd, entry, env) {
  return spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), entry], {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function startApi(root, env = {}) {
  // The site on one machine is a demo: its players (known passwords, a fixed one-time code) are seeded.
  return startProgram(root, 'platform-api', 'src/main.ts', { API_PORT: String(API_PORT), DEMO_PLAYERS: '1', ...env });
}

/** The shell's server (shell/server/), reading the registry from `remotesFile`, serving the build in `dist`. */
function startShell(root, { host, remotesFile, port = SHELL_PORT, dist }) {
  return startProgram(root, 'shell', 'server/main.ts', {
    SHELL_PORT: String(port),
    HOST: host,
    API_ORIGIN: `http://localhost:${API_PORT}`,
    REMOTES_CONFIG: remotesFile,
    // The dst-props section frames the API's stand-in for its provider (shell/server/siteEnvironment.ts).
    DST_PROPS_URL: `http://localhost:${API_PORT}/api/games/dst-props/play?mode=real`,
    DST_PROPS_OPERATOR_ID: 'sportsbook-demo',
    ...(dist ? { SHELL_DIST: dist } : {}),
  });
}

/** Another shell release serves from here up (the release drills), clear of the remotes' releases. */
const FIRST_OTHER_SHELL_PORT = 3030;

/**
 * A remote whose origin takes every connection and never answers (a hung server or network), on both loopback
 * addresses the browser may try for localhost.
 */
async function startHungServer(port) {
  const sockets = new Set();
  const servers = await Promise.all(
    ['127.0.0.1', '::1'].map(
      (address) =>
        new Promise((resolve, reject) => {
          const server = net.createServer((socket) => {
            sockets.add(socket);
            socket.on('error', () => undefined);
            socket.on('close', () => sockets.delete(socket));
          });
          server.once('error', reject);
          server.listen(port, address, () => resolve(server));
        }),
    ),
  );
  return {
    hung: true,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/** Stops a child process and waits for it to end; one still there 15 s after the signal is killed. */
async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/**
 * Starts everything and resolves when the site answers. With a control port, remotes can be stopped, hung
 * (their origin takes connections and never answers) and started again over HTTP
 * (POST /remotes/:name/stop|hang|start): the reliability journeys use it. The same port
 * hurries a live event to its end (POST /simulator/events/:id/hurry): the my bets journeys follow a bet to
 * its settlement with it, so the API then runs with its simulator control on.
 */
export async function serveAll({ root, host = 'localhost', controlPort, apiEnv } = {}) {
  // The journeys read the browsers' error reports, which need the operator's key (e2e/tests/support.ts sends it).
  const apiStartEnv = controlPort
    ? { SIM_CONTROL: '1', OPERATOR_KEY: process.env.OPERATOR_KEY ?? 'local-operator', ...apiEnv }
    : apiEnv;
  let api = startApi(root, apiStartEnv);
  const apiExited = new Promise((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the platform API exited (${code})`))),
  );
  const remotes = new Map();
  const startRemote = async (name) => {
    remotes.set(name, await startRemoteServer({ dir: path.join(root, `mfe-${name}/dist`), port: REMOTE_PORTS[name], host }));
  };
  let shell;
  /** Other shell releases beside the site's own (the release drills), each with the copy of the build it serves. */
  const otherShells = [];
  let control;
  const apiRunning = () => api.exitCode === null && api.signalCode === null;
  const stopApi = () => stopChild(api);
  // The API first: it ends its live streams, which the shell's proxy holds open for the browsers, and a
  // server's close waits for every connection to end.
  const releases = createReleases({ root, host });
  const registryFile = process.env.REMOTES_CONFIG ?? path.join(root, 'shell/config/remotes.local.json');
  // With a control port the registry can be changed as a release does: the shell reads a copy of it.
  const registryDir = controlPort ? mkdtempSync(path.join(tmpdir(), 'sb-registry-')) : undefined;
  const servedRegistry = registryDir ? path.join(registryDir, 'remotes.json') : registryFile;
  if (registryDir) copyFileSync(registryFile, servedRegistry);
  const stop = async () => {
    await stopApi();
    await releases.closeAll();
    if (registryDir) rmSync(registryDir, { recursive: true, force: true });
    await Promise.all([...remotes.values()].map((server) => server.close()));
    await stopChild(shell);
    for (const other of otherShells.splice(0)) {
      await stopChild(other.child);
      rmSync(other.dist, { recursive: true, force: true });
    }
    await control?.close();
  };
  try {
    for (const name of Object.keys(REMOTE_PORTS)) await startRemote(name);
    shell = startShell(root, { host, remotesFile: servedRegistry });
    const shellExited = new Promise((_, reject) =>
      shell.once('exit', (code) => reject(new Error(`the shell's server exited (${code})`))),
    );
    shellExited.catch(() => undefined);
    await Promise.race([waitFor(`http://localhost:${SHELL_PORT}/remotes.json`, 60_000), shellExited]);
    await Promise.race([waitFor(`http://localhost:${API_PORT}/health`, 60_000), apiExited]);
    if (controlPort) {
      control = Fastify();
      control.post('/remotes/:name/:action', async (request, reply) => {
        const { name, action } = request.params;
        if (!(name in REMOTE_PORTS)) return reply.code(404).send({ message: `unknown remote ${name}` });
        if (!['stop', 'start', 'hang'].includes(action))
          return reply.code(400).send({ message: 'action is stop, start or hang' });
        const running = remotes.get(name);
        if (action === 'start' && running && !running.hung) return { name, running: true };
        await running?.close();
        remotes.delete(name);
        if (action === 'start') await startRemote(name);
        if (action === 'hang') remotes.set(name, await startHungServer(REMOTE_PORTS[name]));
        return { name, running: remotes.has(name), hung: action === 'hang' };
      });
      control.post('/simulator/events/:id/hurry', async (request, reply) => {
        const answer = await fetch(`http://localhost:${API_PORT}/_sim/events/${encodeURIComponent(request.params.id)}/hurry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ factor: Number(request.body?.factor ?? 30) }),
        });
        return reply.code(answer.status).send(await answer.json());
      });
      // The platform API down and back (the reliability drills): the same port, environment and data dir.
      control.post('/api/:action', async (request, reply) => {
        const { action } = request.params;
        if (action === 'stop') await stopApi();
        else if (action === 'start') {
          if (!apiRunning()) {
            api = startApi(root, apiStartEnv);
            await waitFor(`http://localhost:${API_PORT}/health`, 60_000);
          }
        } else return reply.code(400).send({ message: 'action is stop or start' });
        return { api: apiRunning() ? 'running' : 'stopped' };
      });
      // A release: build and serve one remote as a new release, then point the registry at it (and back).
      control.post('/releases/:name', async (request, reply) => {
        const { name } = request.params;
        const { buildId, contractVersion, texts, edits } = request.body ?? {};
        if (!(name in REMOTE_PORTS)) return reply.code(404).send({ message: `unknown remote ${name}` });
        if (typeof buildId !== 'string' || !/^[\w.-]{1,40}$/.test(buildId))
          return reply.code(400).send({ message: 'buildId: 1 to 40 letters, digits, dots or dashes' });
        if (texts !== undefined && !isTextChange(texts))
          return reply.code(400).send({ message: 'texts: { <language code>: { <key>: <text> } }' });
        if (edits !== undefined && !isSourceEdit(edits))
          return reply.code(400).send({ message: "edits: [{ file: 'src/<file>.ts', replace: <text>, with: <text> }]" });
        return releases.publish(name, {
          buildId,
          contractVersion: typeof contractVersion === 'string' ? contractVersion : undefined,
          texts,
          edits,
        });
      });
      // A copy of the release the site runs, changed as a drill needs (see releases.copy), served on its own origin.
      control.post('/releases/:name/copy', async (request, reply) => {
        const { name } = request.params;
        const { federationVersion, tamper } = request.body ?? {};
        if (!(name in REMOTE_PORTS)) return reply.code(404).send({ message: `unknown remote ${name}` });
        if (federationVersion !== undefined && !/^\d+\.\d+\.\d+$/.test(String(federationVersion)))
          return reply.code(400).send({ message: 'federationVersion: a version such as 9.9.9' });
        if (tamper !== undefined && !TAMPERABLE.includes(tamper))
          return reply.code(400).send({ message: `tamper: one of ${TAMPERABLE.join(', ')}` });
        return releases.copy(name, { federationVersion, tamper });
      });
      // Another release of the shell beside the site's own: its build as if built with another federation version.
      control.post('/shells', async (request, reply) => {
        const { federationVersion } = request.body ?? {};
        if (!/^\d+\.\d+\.\d+$/.test(String(federationVersion)))
          return reply.code(400).send({ message: 'federationVersion: a version such as 9.9.9' });
        const dist = mkdtempSync(path.join(tmpdir(), 'sb-shell-copy-'));
        cpSync(path.join(root, 'shell/dist'), dist, { recursive: true });
        asBuiltWithFederation(dist, federationVersion);
        const port = FIRST_OTHER_SHELL_PORT + otherShells.length;
        otherShells.push({ child: startShell(root, { host, remotesFile: servedRegistry, port, dist }), dist });
        await waitFor(`http://localhost:${port}/remotes.json`, 60_000);
        return { url: `http://localhost:${port}/` };
      });
      control.put('/registry', async (request) => {
        // Text is written as it is: the drills serve a registry that is not JSON.
        writeFileSync(servedRegistry, typeof request.body === 'string' ? request.body : JSON.stringify(request.body));
        return { ok: true };
      });
      control.delete('/registry', async () => {
        writeFileSync(servedRegistry, readFileSync(registryFile));
        return { ok: true };
      });
      await control.listen({ port: controlPort, host: '127.0.0.1' });
    }
  } catch (error) {
    // A port already taken must not leave the API and the servers started so far running, holding their
    // ports for the next run.
    apiExited.catch(() => undefined);
    await stop();
    throw error;
  }

  return { url: `http://localhost:${SHELL_PORT}/`, stop };
}

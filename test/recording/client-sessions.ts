/**
 * What client-record-replay.test.ts needs: `hookmock serve` of a flavor's default scenario, the
 * recorder the CLI uses in front of it, a real client driven through the recorder, and the file
 * that comes out. Every process and server started here is stopped by `stopAll`.
 */
import { spawn } from 'node:child_process';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import type { FlavorName, Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];

/** Stops every server and recorder this file started (afterEach). */
export async function stopAll(): Promise<void> {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
}

/** A recorded session: the file, the upstream it came from, and how many requests the client made. */
export interface Recorded {
  scenario: Scenario;
  upstream: string;
  requests: number;
}

/**
 * Records `drive` (given the recorder's API root, e.g. `http://127.0.0.1:4321/api/v3`; it resolves
 * to the number of requests it made) through the recorder in front of `hookmock serve`.
 */
export async function recordClient(
  flavor: FlavorName,
  drive: (apiRoot: string) => Promise<number>,
  scenario?: Scenario,
): Promise<Recorded> {
  const server = await startServer({ flavor, port: 0, quiet: true, ...(scenario ? { scenario } : {}) });
  running.push(server);
  const upstream = new URL(server.url).origin;
  const recorder = await startRecorder({ upstream, flavor });
  running.push(recorder);
  const basePath = FLAVORS[flavor].baseUrl.server;
  const requests = await drive(`${recorder.url}${basePath}`);
  const exchanges = await recorder.stop();
  const recorded = toRecordedScenario(exchanges, { upstreamOrigin: upstream, basePath, flavor });
  // As `hookmock record` writes it and `hookmock replay` reads it: plain JSON with its flavor.
  return { scenario: JSON.parse(JSON.stringify({ flavor, ...recorded })) as Scenario, upstream, requests };
}

/** Runs a Python script (Debian's python3 with python-gitlab) and resolves to its stdout. */
export function runPython(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/python3', ['-c', script], { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`python3 exited ${code}: ${err}`)),
    );
  });
}

/**
 * Runs `drive` with a fetch that counts the requests to `apiRoot`, installed as the global one
 * too while it runs (gitbeaker and openapi-fetch call the global fetch); resolves to the count.
 */
export async function countingFetch(
  apiRoot: string,
  drive: (fetch: typeof globalThis.fetch) => Promise<unknown>,
): Promise<number> {
  const real = globalThis.fetch;
  let requests = 0;
  const counting: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(apiRoot)) requests += 1;
    return real(input, init);
  };
  globalThis.fetch = counting;
  try {
    await drive(counting);
  } finally {
    globalThis.fetch = real;
  }
  return requests;
}

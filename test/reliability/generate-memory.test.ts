/**
 * Performance review 3 finding 7: the largest `generate` a scenario may ask for stays inside its
 * documented memory budget, 256 MiB of RSS above an idle process, peak included (the load, a full
 * GET /__hookmock/state, a reset and a second load). Measured in a fresh child process run with
 * --expose-gc (test/support/generate-memory.ts, the steps of bench/generate-memory.js on the
 * sources), so that neither this worker's heap nor its neighbours' count.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GENERATE_LIMITS } from '../../src/core/scenario/schema.js';

const BUDGET_MIB = 256;
const CHILD = fileURLToPath(new URL('../support/generate-memory.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Measured {
  repos: number;
  hooks: number;
  loadMs: number;
  stateMiB: number;
  rssMiB: { before: number; peak: number };
  heapMiB: { before: number; peak: number };
}

describe('performance finding 7: the largest generate stays inside its memory budget', () => {
  it(`peak RSS and heap growth of the largest plan stay under ${BUDGET_MIB} MiB`, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', CHILD],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: undefined } as NodeJS.ProcessEnv,
        maxBuffer: 1 << 20,
        timeout: 90_000,
      },
    );
    const measured = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Measured;
    const { orgs, reposPerOrg, hooksPerRepo } = GENERATE_LIMITS.largest;
    expect(measured.repos).toBe(orgs * reposPerOrg);
    expect(measured.hooks).toBe(orgs * reposPerOrg * hooksPerRepo);
    const rssGrowth = measured.rssMiB.peak - measured.rssMiB.before;
    const heapGrowth = measured.heapMiB.peak - measured.heapMiB.before;
    console.log(
      `largest generate: RSS ${measured.rssMiB.before} → ${measured.rssMiB.peak} MiB at the peak (+${rssGrowth.toFixed(1)}), heap +${heapGrowth.toFixed(1)} MiB, load ${measured.loadMs} ms, full state ${measured.stateMiB} MB`,
    );
    expect(rssGrowth).toBeLessThan(BUDGET_MIB);
    expect(heapGrowth).toBeLessThan(BUDGET_MIB);
  }, 120_000);
});

// Every code block of the README, the guides and the reference pages runs here, so an example cannot rot (issue 21
// item 3). TypeScript and JavaScript blocks are type-checked (tsc) and run in one child vitest
// (a block with its own `it` is a test file; any other is a module the test imports); shell
// blocks run as commands against servers on 127.0.0.1 (shell-block.ts); JSON blocks are parsed
// (a scenario also validated). A block that cannot run says why in a `<!-- not-run: reason -->`
// line; `text` blocks are output.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/index.js';
import { verifySignature } from '../../src/verify/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { ROOT } from '../support/server.js';
import { codeBlocks, documentedFiles, isTestFile, withSourceImports } from './code-blocks.js';
import type { CodeBlock } from './code-blocks.js';
import { runShellBlock } from './shell-block.js';

const OUT = join(ROOT, 'test-artifacts', 'doc-blocks');
const blocks = documentedFiles().flatMap((file) => codeBlocks(file));
const runs = (langs: string[]) => blocks.filter((b) => langs.includes(b.lang) && !b.notRun);
const scripts = runs(['ts', 'js']);
const fileName = (block: CodeBlock) => block.name.replace(/[^A-Za-z0-9]+/g, '-');

/** Writes every script block; resolves with vitest's JSON report of running them all. */
async function runScripts(ports: {
  server: number;
  receiver: number;
}): Promise<Map<string, { status: string; message: string }>> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const block of scripts) {
    const code = withSourceImports(block.code)
      .replace(/127\.0\.0\.1:4100/g, `127.0.0.1:${ports.server}`)
      .replace(/127\.0\.0\.1:3000/g, `127.0.0.1:${ports.receiver}`);
    const base = `${OUT}/${fileName(block)}`;
    if (isTestFile(code)) writeFileSync(`${base}.test.ts`, code);
    else {
      writeFileSync(`${base}.block.ts`, code);
      const runner = `import { it } from 'vitest';\nit('runs', async () => { await import('./${fileName(block)}.block.ts'); });\n`;
      writeFileSync(`${base}.test.ts`, runner);
    }
  }
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/docs/doc-blocks.config.ts'];
  const report = `${OUT}/report.json`;
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, [...args, '--reporter=json', `--outputFile=${report}`], {
      cwd: ROOT,
      // doc-blocks.setup.ts loads the default scenario into this server before each file.
      env: { ...process.env, DOC_BLOCKS_SERVER: `http://127.0.0.1:${ports.server}` },
    });
    child.on('exit', () => resolve());
  });
  const results = JSON.parse(readFileSync(report, 'utf8')).testResults as {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; failureMessages: string[] }[];
  }[];
  return new Map(
    results.map((r) => [
      r.name.replace(`${OUT}/`, '').replace(/\.test\.ts$/, ''),
      {
        status: r.assertionResults.length > 0 && r.status === 'passed' ? 'passed' : 'failed',
        message: [r.message, ...r.assertionResults.flatMap((a) => a.failureMessages)].join('\n'),
      },
    ]),
  );
}

/** `tsc` over the written blocks, with the project's options: the examples' types hold too. */
function typecheckScripts(): { status: number | null; output: string } {
  const config = {
    extends: '../../tsconfig.json',
    compilerOptions: { noEmit: true, allowImportingTsExtensions: true, rootDir: '../..' },
    include: ['./*.ts'],
  };
  writeFileSync(join(OUT, 'tsconfig.json'), JSON.stringify(config));
  const tsc = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', join(OUT, 'tsconfig.json')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}` };
}

describe('the code blocks of the README, the guides and the reference pages', () => {
  // `127.0.0.1:4100` in a block is this server, `127.0.0.1:3000` this receiver (it checks the
  // signature with the docs' secret, `s3cret`, as the quick start's receiver does).
  let server: RunningServer;
  let receiver: Server;
  const ports = () => ({ server: server.port, receiver: (receiver.address() as AddressInfo).port });
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true });
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', async () => {
        const headers = new Headers(request.headers as Record<string, string>);
        response.writeHead((await verifySignature('s3cret', body, headers)) ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    await server?.close();
  });

  it('each says what it is: a language, and a reason when it does not run', () => {
    expect(blocks.length).toBeGreaterThan(20);
    for (const block of blocks) {
      expect(block.lang, `${block.name}: a fence with no language (use text for output)`).not.toBe('');
      expect(['ts', 'js', 'sh', 'console', 'json', 'jsonc', 'text'], block.name).toContain(block.lang);
      // JSON with comments (a tsconfig) is only shown as a file that runs elsewhere.
      if (block.lang === 'jsonc') expect(block.notRun, block.name).toBeDefined();
    }
  });

  describe('TypeScript and JavaScript', () => {
    let results: Map<string, { status: string; message: string }>;
    beforeAll(async () => {
      results = await runScripts(ports());
    }, 240_000);

    it('type-check against the public types (tsc, the project options)', () => {
      const tsc = typecheckScripts();
      expect(tsc.output.trim()).toBe('');
      expect(tsc.status).toBe(0);
    }, 120_000);

    it.each(scripts.map((b) => [b.name, b] as const))('%s runs', (_name, block) => {
      const result = results.get(fileName(block));
      expect(result, `${block.name}: no result`).toBeDefined();
      expect(result?.status, result?.message).toBe('passed');
    });
  });

  describe('shell', () => {
    it.each(runs(['sh']).map((b) => [b.name, b] as const))(
      '%s runs',
      async (_name, block) => {
        const results = await runShellBlock(block.code, ports());
        for (const result of results) expect(result.code, `${result.command}\n${result.out}`).toBe(0);
      },
      60_000,
    );
  });

  it.each(runs(['json']).map((b) => [b.name, b] as const))(
    '%s is JSON (a scenario: a valid one)',
    (_name, block) => {
      const value = JSON.parse(block.code) as Record<string, unknown>;
      if (['users', 'orgs', 'repos', 'hooks'].some((key) => key in value))
        expect(() => parseScenario(value)).not.toThrow();
    },
  );
});

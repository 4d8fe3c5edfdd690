/**
 * `goldenDeliveryNames` and `goldenDelivery` of `hookmock/node` for a flavor the package holds no
 * goldens for (a product added without `npm run golden`): a HookMockError naming the flavor, never
 * node's ENOENT. And the names a future product may use: `repo:push` (Bitbucket's event keys) is
 * a name, stored as `repo~push.json`. A file of its own: it mocks `node:fs/promises` so that the
 * gitlab flavor's folder is missing (integration: each file gets fresh modules).
 */
import type * as FsPromises from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { HookMockError } from '../../src/index.js';
import { goldenDelivery, goldenDeliveryNames } from '../../src/node/index.js';
import { goldenFileOf } from '../../src/node/golden-deliveries.js';

const seen: string[] = [];
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const missing = (path: unknown) => {
    seen.push(String(path));
    const error = Object.assign(new Error(`ENOENT: no such file or directory, '${String(path)}'`), {
      code: 'ENOENT',
    });
    return Promise.reject(error);
  };
  const gone = (path: unknown) => /[/\\]deliveries[/\\]gitlab(?:[/\\]|$)/.test(String(path));
  return {
    ...fs,
    readdir: ((path: string) => (gone(path) ? missing(path) : fs.readdir(path))) as typeof fs.readdir,
    readFile: ((path: string, options: 'utf8') =>
      gone(path) ? missing(path) : fs.readFile(path, options)) as typeof fs.readFile,
  };
});

describe('golden deliveries of a flavor the package holds none for', () => {
  it('is a HookMockError naming the flavor, from both functions', async () => {
    const names = goldenDeliveryNames('gitlab');
    await expect(names).rejects.toBeInstanceOf(HookMockError);
    await expect(names).rejects.toThrow(
      'hookmock: no golden deliveries for flavor "gitlab": the package holds none (fixtures/deliveries/gitlab/)',
    );
    await expect(goldenDelivery('gitlab', 'push')).rejects.toThrow(
      'no golden deliveries for flavor "gitlab"',
    );
    await expect(names).rejects.not.toThrow(/ENOENT/);
    expect(seen.length).toBeGreaterThan(0);
    // The other flavors read as ever.
    expect(await goldenDeliveryNames('gitea')).toContain('push');
  });
});

describe('the names of golden deliveries', () => {
  it('take a category:action event key, written ~ in the file name; a path is no name', async () => {
    expect(goldenFileOf('repo:push')).toBe('repo~push.json');
    expect(goldenFileOf('pullrequest:created.opened')).toBe('pullrequest~created.opened.json');
    expect(goldenFileOf('issues.opened')).toBe('issues.opened.json');
    await expect(goldenDelivery('gitea', 'repo:push')).rejects.toThrow(
      `hookmock: no golden delivery "repo:push" for gitea (see goldenDeliveryNames('gitea'))`,
    );
    for (const name of ['../package', 'repo:', ':push', 'a/b', 'repo~push', 'C:push'])
      await expect(goldenDelivery('gitea', name), name).rejects.toThrow(/not a golden delivery's name/);
    expect((await goldenDeliveryNames('github')).every((name) => !name.includes('~'))).toBe(true);
  });
});

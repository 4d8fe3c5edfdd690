// Before each block's file in the child vitest of code-blocks.test.ts: the shared server back to the
// default scenario. A block may load another (the remote client's guide loads `empty`), and
// `reset()` goes back to the scenario loaded last, so without this a later block's hooks would be
// missing whenever it ran after that one (vitest orders files by its cache of past runs).
import { beforeAll } from 'vitest';

beforeAll(async () => {
  const server = process.env.DOC_BLOCKS_SERVER;
  if (server === undefined) return;
  const answer = await fetch(`${server}/__hookmock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'default' }),
  });
  if (answer.status !== 204)
    throw new Error(`doc-blocks setup: loading the default scenario answered ${answer.status}`);
});

#!/usr/bin/env node
// Why the request path does not use @mswjs/data's public queries: even a lookup by primary key
// scans every record. Times `findFirst` by id against a Map lookup at 20,000 hooks; the figure
// is quoted in docs/decisions/mswjs-data-backend.md.
//   node bench/mswjs-data-lookup.js
import { performance } from 'node:perf_hooks';
import { factory, primaryKey } from '@mswjs/data';

const HOOKS = 20_000;
const CALLS = 200;
const idOf = (i) => ((i * 97) % HOOKS) + 1;

const db = factory({ hook: { id: primaryKey(Number), url: String } });
for (let i = 1; i <= HOOKS; i++) db.hook.create({ id: i, url: `https://h${i}.test/` });
const byId = new Map(db.hook.getAll().map((h) => [h.id, h]));

/** Mean time per call of `lookup(id)`, in milliseconds. */
function perCall(lookup) {
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) lookup(idOf(i));
  return (performance.now() - started) / CALLS;
}

const scan = perCall((id) => db.hook.findFirst({ where: { id: { equals: id } } }));
const map = perCall((id) => byId.get(id));
console.log(
  `findFirst by id at ${HOOKS} hooks: ${scan.toFixed(2)} ms/call; Map.get: ${(map * 1000).toFixed(2)} µs/call`,
);

#!/usr/bin/env node
// Why the request path does not use @mswjs/data's public queries: a lookup by primary key scans
// every record. Times findFirst by id against a Map lookup at 20,000 hooks (see
// docs/decisions/mswjs-data-backend.md).   node bench/mswjs-data-lookup.js
import { factory, primaryKey } from '@mswjs/data';
const db = factory({ hook: { id: primaryKey(Number), url: String } });
const N = 20000, CALLS = 200;
for (let i = 1; i <= N; i++) db.hook.create({ id: i, url: `https://h${i}.test/` });
const map = new Map(db.hook.getAll().map((h) => [h.id, h]));
let t = performance.now();
for (let i = 0; i < CALLS; i++) db.hook.findFirst({ where: { id: { equals: (i * 97) % N + 1 } } });
const pub = (performance.now() - t) / CALLS;
t = performance.now();
for (let i = 0; i < CALLS; i++) map.get((i * 97) % N + 1);
const m = (performance.now() - t) / CALLS;
console.log(`findFirst by id at ${N} hooks: ${pub.toFixed(2)} ms/call; Map.get: ${(m * 1000).toFixed(2)} µs/call`);

// The standalone server for bench/soak.js: startServer from the build, in a child that answers
// `{ gc: true }` over IPC with its memory after a full collection (run with --expose-gc), so the
// soak can tell live memory from garbage V8 has not collected yet.
//   node --expose-gc bench/soak-server.js '{"journalLimit":10000,"deliveryLimit":10000}'
// HOOKMOCK_DIST points at another build (an A/B comparison of a change); default ../dist.
const dist = process.env.HOOKMOCK_DIST ?? new URL('../dist', import.meta.url).pathname;
const { startServer } = await import(`${dist}/src/node/index.js`);

const options = JSON.parse(process.argv[2] ?? '{}');
const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, ...options });
console.log(`hookmock listening on ${server.url}`);

process.on('message', (message) => {
  if (message?.gc) {
    globalThis.gc?.();
    globalThis.gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ rss, heapUsed, external, arrayBuffers });
  }
});
const shutdown = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.on('disconnect', shutdown);

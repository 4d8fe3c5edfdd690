// The floor: a bare node:http server that keeps the same 30 hooks in memory and serializes them
// per request (GET list), and parses, stores and echoes a hook on POST create. No framework, no
// validation, no auth: the least any server returning this JSON must do.
//   node bench/baseline-server.js [--port 0]
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { LIST_PATH, specHooks } from './lib/fixtures.js';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;

const hooks = specHooks();
let nextId = hooks.length + 1;
const JSON_TYPE = 'application/json;charset=utf-8';

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const server = createServer((req, res) => {
  const path = req.url.split('?', 1)[0];
  if (path !== LIST_PATH) return send(res, 404, { message: 'not found' });
  if (req.method === 'GET') return send(res, 200, hooks.slice(0, 30));
  if (req.method !== 'POST') return send(res, 405, { message: 'method not allowed' });
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let input;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 422, { message: 'invalid JSON' });
    }
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const hook = {
      id: nextId++,
      type: input.type,
      active: input.active === true,
      events: input.events ?? ['push'],
      config: { content_type: input.config?.content_type, url: input.config?.url },
      created: now,
      updated: now,
    };
    hooks.push(hook);
    send(res, 201, hook);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`baseline listening on http://127.0.0.1:${server.address().port}${LIST_PATH}`);
});
const stopServer = () => {
  server.close();
  server.closeAllConnections();
};
process.on('SIGTERM', stopServer);
process.on('SIGINT', stopServer);

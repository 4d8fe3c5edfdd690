// The floor (issue 29): a bare node:http server doing the least any server that BUILDS its
// answers must do for these routes. No framework, no validation, no auth, no journal, and no
// remembered answer: every body is serialized from the stored hooks on every request, so a
// mock that builds its answers is compared with a server that builds them too (issue 22's floor
// answered pre-serialized canned bytes, which only a mock that did not build its answer could
// approach). No canned route is kept: nothing else in bench/ needs one.
//   GET  …/hooks            JSON.stringify of the repo's first page (30 hooks, as the mock's
//                           default limit) on every request
//   GET  …/hooks/:id        JSON.stringify of the stored hook on every request
//   POST …/hooks            parse the body, assign an id, store, answer 201 (a minimal create)
//   PATCH …/hooks/:id       parse, assign the fields, answer 200 (a minimal update)
//   POST …/hooks/:id/tests  204, no work (the test press's floor)
//   Also the cold-start floor (spawn to the first 200 on the list) and the tail-latency floor.
// The gitlab flavor's routes (issue 30), the same minimal work in GitLab's shapes:
//   GET  /api/v4/projects/1/hooks   JSON.stringify of project 1's 30 hooks (GitLab's entity) on
//                                   every request (the query, `per_page=30`, is not read)
//   POST /api/v4/projects/1/hooks   parse the body, assign an id, store, answer 201
//   POST …/hooks/:hook_id/test/:trigger   204, no work (the test trigger's floor), any project
//   node bench/baseline-server.js [--port 0]
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { LIST_PATH, specHooks } from './lib/fixtures.js';
import { GITLAB_LIST_PATH, gitlabHookEntity, gitlabHooks } from './lib/gitlab-fixtures.js';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;

const hooks = new Map(specHooks().map((h) => [h.id, h]));
let nextId = hooks.size + 1;
const JSON_TYPE = 'application/json;charset=utf-8';
// The first page: the stored hook objects themselves (a PATCH of hook 1 shows in the next list);
// creates append ids after them, as in the mock, so the page keeps the same 30 hooks.
const PAGE = 30;
const firstPage = [...hooks.values()].slice(0, PAGE);

function sendBytes(res, status, bytes) {
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': bytes.length });
  res.end(bytes);
}
const send = (res, status, value) => sendBytes(res, status, Buffer.from(JSON.stringify(value)));
const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

function readJson(req, res, then) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let input;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return send(res, 422, { message: 'invalid JSON' });
    }
    then(input);
  });
}

function create(req, res) {
  readJson(req, res, (input) => {
    const at = now();
    const hook = {
      id: nextId++,
      type: input.type,
      active: input.active === true,
      events: input.events ?? ['push'],
      config: { content_type: input.config?.content_type, url: input.config?.url },
      created: at,
      updated: at,
    };
    hooks.set(hook.id, hook);
    send(res, 201, hook);
  });
}

function update(req, res, hook) {
  readJson(req, res, (input) => {
    if (input.active !== undefined) hook.active = input.active;
    if (input.events) hook.events = input.events;
    if (input.config) hook.config = { ...hook.config, ...input.config };
    hook.updated = now();
    send(res, 200, hook);
  });
}

// GitLab's project 1: its 30 hooks, creates numbered after them (the page keeps the same 30).
const glHooks = new Map(gitlabHooks().map((h) => [h.id, h]));
let glNextId = glHooks.size + 1;
const glFirstPage = [...glHooks.values()].slice(0, PAGE);
const GL_TEST = /^\/api\/v4\/projects\/\d+\/hooks\/\d+\/test\/\w+$/;

function gitlabCreate(req, res) {
  readJson(req, res, (input) => {
    const flags = Object.keys(input).filter((k) => k.endsWith('_events') && input[k] === true);
    const hook = gitlabHookEntity({
      id: glNextId++,
      url: input.url,
      flags,
      createdAt: new Date().toISOString(),
      pairs: true,
    });
    glHooks.set(hook.id, hook);
    send(res, 201, hook);
  });
}

function noWork(req, res) {
  req.resume();
  req.on('end', () => {
    res.writeHead(204);
    res.end();
  });
}

/** The gitlab routes; false when the path is none of them. */
function gitlab(req, res, path) {
  if (path === GITLAB_LIST_PATH) {
    if (req.method === 'GET') send(res, 200, glFirstPage);
    else if (req.method === 'POST') gitlabCreate(req, res);
    else send(res, 405, { message: '405 Method Not Allowed' });
    return true;
  }
  if (req.method === 'POST' && GL_TEST.test(path)) {
    noWork(req, res);
    return true;
  }
  return false;
}

const server = createServer((req, res) => {
  const path = req.url.split('?', 1)[0];
  if (path.startsWith('/api/v4/') && gitlab(req, res, path)) return;
  if (path === LIST_PATH) {
    if (req.method === 'GET') return send(res, 200, firstPage);
    if (req.method === 'POST') return create(req, res);
    return send(res, 405, { message: 'method not allowed' });
  }
  const match = path.startsWith(LIST_PATH) ? /^\/(\d+)(\/tests)?$/.exec(path.slice(LIST_PATH.length)) : null;
  const hook = match ? hooks.get(Number(match[1])) : undefined;
  if (!hook) return send(res, 404, { message: 'not found' });
  if (match[2] && req.method === 'POST') return noWork(req, res);
  if (req.method === 'GET') return send(res, 200, hook);
  if (req.method === 'PATCH') return update(req, res, hook);
  return send(res, 405, { message: 'method not allowed' });
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

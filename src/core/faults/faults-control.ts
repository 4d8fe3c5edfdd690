import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json, noContent, messageAnswer as error } from '../http/respond.js';
import { FaultRuleError } from './fault-rule.js';
import type { Faults } from './fault-set.js';

/**
 * `/__hookmock/faults`: GET lists the rules, POST adds one rule (or a list of rules, all or
 * none) and answers 201 with the id(s), DELETE clears them; `DELETE /faults/{id}` removes one.
 */
export function faultsControl(faults: Faults, request: CoreRequest, path: string): CoreResponse {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (path === '/faults') {
    if (method === 'GET') return json(200, faults.list());
    if (method === 'DELETE') {
      faults.clear();
      return noContent();
    }
    if (method === 'POST') return addRules(faults, request.body);
    return error(
      405,
      `method ${request.method} not allowed on /__hookmock/faults (allowed: GET, POST, DELETE)`,
    );
  }
  const id = decodeSegment(path.slice('/faults/'.length));
  if (method !== 'DELETE') {
    return error(405, `method ${request.method} not allowed on /__hookmock/faults/{id} (allowed: DELETE)`);
  }
  if (id === undefined || !faults.remove(id)) return error(404, `no fault rule "${id ?? path}"`);
  return noContent();
}

function addRules(faults: Faults, body: string): CoreResponse {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return error(400, 'the body must be JSON: a fault rule object or a list of them');
  }
  const rules = Array.isArray(value) ? value : [value];
  const before = faults.list().map((r) => r.id);
  const added: string[] = [];
  try {
    // Posted JSON: faults.add validates every rule (FaultRuleError → 400).
    for (const rule of rules) added.push(faults.add(rule as Parameters<Faults['add']>[0]));
  } catch (e) {
    // All or none: a bad rule in a list leaves the earlier ones unadded.
    for (const id of added) if (!before.includes(id)) faults.remove(id);
    if (e instanceof FaultRuleError) return error(400, e.message);
    throw e;
  }
  return Array.isArray(value) ? json(201, { ids: added }) : json(201, { id: added[0] });
}

function decodeSegment(text: string): string | undefined {
  try {
    const id = decodeURIComponent(text);
    return id === '' || id.includes('/') ? undefined : id;
  } catch {
    return undefined;
  }
}

import type { CoreResponse } from '../../http/core-request.js';
import { json, noContent } from '../../http/respond.js';
import { assertFaultRule } from '../../faults/fault-rule.js';
import type { Faults } from '../../faults/fault-set.js';
import { ControlError } from '../control-error.js';
import { readJson } from '../json-body.js';
import { controlRoute } from '../route.js';

/**
 * `/__hookmock/faults`: GET lists the rules, POST adds one rule (or a list of rules, all or
 * none) and answers 201 with the id(s), DELETE clears them; `DELETE /faults/{id}` removes one.
 */
export const FAULT_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/faults',
    doc: 'the fault rules, with `hits`',
    handler: (mock) => json(200, mock.faults.list()),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/faults',
    doc: 'body: a rule → 201 `{ "id" }`, or a list of rules → 201 `{ "ids" }` (all or none); a bad rule is a 400 `{ message }` naming the field',
    handler: (mock, request) =>
      addRules(mock.faults, readJson(request, 'a fault rule object or a list of them')),
  }),
  controlRoute({
    method: 'DELETE',
    pattern: '/faults',
    doc: 'remove every rule; 204',
    handler: (mock) => {
      mock.faults.clear();
      return noContent();
    },
  }),
  controlRoute({
    method: 'DELETE',
    pattern: '/faults/:id',
    doc: 'remove one rule; 204, or 404',
    handler: (mock, _request, { id }) => {
      if (!mock.faults.remove(id)) throw new ControlError(404, `no fault rule "${id}"`);
      return noContent();
    },
  }),
];

function addRules(faults: Faults, value: unknown): CoreResponse {
  const rules: unknown[] = Array.isArray(value) ? value : [value];
  const before = faults.list().map((r) => r.id);
  const added: string[] = [];
  try {
    for (const rule of rules) {
      assertFaultRule(rule); // FaultRuleError → 400 at the router
      added.push(faults.add(rule));
    }
  } catch (e) {
    // All or none: a bad rule in a list leaves the earlier ones unadded.
    for (const id of added) if (!before.includes(id)) faults.remove(id);
    throw e;
  }
  return Array.isArray(value) ? json(201, { ids: added }) : json(201, { id: added[0] });
}

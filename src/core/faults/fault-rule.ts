import * as z from 'zod/mini';
import '../zod-messages.js';
import { HookMockError } from '../errors/hookmock-error.js';
import type { Operation } from '../contract/route-rows.js';
import { FIELD_VALUE, FRAMING, HEADER_TOKEN } from '../http/header-rules.js';

// Every flavor's operations, GitHub's own included (contract/route-rows.ts `Operation`).
const OPERATIONS = [
  'list',
  'get',
  'create',
  'update',
  'delete',
  'test',
  'get-config',
  'update-config',
  'ping',
  'list-deliveries',
  'get-delivery',
  'redeliver',
] as const satisfies readonly Operation[];
const NETWORK_FAILURES = ['reset', 'empty', 'timeout'] as const;

const ms = () => z.int().check(z.gte(0), z.lte(600_000));
const delaySchema = () =>
  z.union([
    ms(),
    z
      .tuple([ms(), ms()])
      .check(z.refine(([min, max]) => min <= max, { message: 'delayMs [min, max] needs min <= max' })),
  ]);

/**
 * A fault rule as users write it (`mock.faults.add`, `POST /__hookmock/faults`, `serve --faults`).
 * Match fields narrow which requests it applies to (none: every mocked API request); `status`,
 * `delayMs` and `network` say what it does.
 */
const buildFaultRuleSchema = () =>
  z
    .strictObject({
      id: z.optional(
        z
          .string()
          .check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'id: 1-64 letters, digits, ".", "_" or "-"' })),
      ),
      operation: z.optional(z.enum(OPERATIONS)),
      scope: z.optional(z.enum(['repo', 'org'])),
      method: z.optional(
        z.pipe(
          z.string().check(z.regex(/^[A-Za-z]{1,16}$/, { message: 'method: an HTTP method such as "POST"' })),
          z.transform((m) => m.toUpperCase()),
        ),
      ),
      path: z.optional(
        z
          .string()
          .check(z.startsWith('/', { message: 'path: a pattern starting with "/"' }), z.maxLength(2048)),
      ),
      times: z.optional(z.int().check(z.gte(1))),
      probability: z.optional(z.number().check(z.gte(0), z.lte(1))),
      seed: z.optional(z.int()),
      status: z.optional(z.int().check(z.gte(200), z.lte(599))),
      body: z.optional(z.unknown()),
      headers: z.optional(z.record(z.string(), z.string())),
      delayMs: z.optional(delaySchema()),
      network: z.optional(z.enum(NETWORK_FAILURES)),
    })
    .check(
      z.refine((r) => r.status !== undefined || r.delayMs !== undefined || r.network !== undefined, {
        message: 'a rule needs at least one of status, delayMs or network',
      }),
      z.refine((r) => r.network === undefined || r.status === undefined, {
        message: 'network and status exclude each other (a failed connection has no status)',
      }),
      z.refine((r) => r.status !== undefined || (r.body === undefined && r.headers === undefined), {
        message: 'body and headers need a status',
      }),
    );

/** What `faults.add` accepts. */
export type FaultRuleInput = z.input<ReturnType<typeof buildFaultRuleSchema>>;
export type FaultRuleSpec = z.output<ReturnType<typeof buildFaultRuleSchema>>;

/** A rule as `faults.list()` shows it: with its id and how often it answered so far. */
export type FaultRule = FaultRuleSpec & { id: string; hits: number };

/** A fault rule `faults.add` (or `POST /__hookmock/faults`) refuses: bad input, a 400. */
export class FaultRuleError extends HookMockError {}

/** Built on first use: a server that never sees a fault rule never builds it (start-up cost). */
let schema: ReturnType<typeof buildFaultRuleSchema> | undefined;

/** Validates a rule as given (before defaults), for callers that keep the input as it was. */
export function assertFaultRule(value: unknown): asserts value is FaultRuleInput {
  parseFaultRule(value);
}

/** Validates a rule; the error names the field and what was expected. */
export function parseFaultRule(value: unknown): FaultRuleSpec {
  const deep = tooDeep(value);
  if (deep !== undefined)
    throw new FaultRuleError(`invalid fault rule: ${deep}: nested deeper than ${MAX_DEPTH} levels`);
  const result = (schema ??= buildFaultRuleSchema()).safeParse(value);
  if (result.success) {
    const problem = headersProblem(result.data.headers ?? {});
    if (problem !== undefined) throw new FaultRuleError(`invalid fault rule: headers: ${problem}`);
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue ? issue.path.join('.') : '';
  const message = issue?.message ?? 'invalid rule';
  const where = field !== '' && !message.startsWith(`${field}:`) ? `${field}: ` : '';
  throw new FaultRuleError(`invalid fault rule: ${where}${message}`);
}

/**
 * Why these headers cannot be sent, or undefined. Checked when a rule is added, because a header
 * node:http refuses would otherwise throw while the answer is written, long after the 201. The
 * server frames the answer itself (FRAMING: http/header-rules.ts, the rule of every client header).
 */
function headersProblem(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    const shown = JSON.stringify(name).slice(0, 80);
    if (!HEADER_TOKEN.test(name))
      return `${shown} is not a valid header name (letters, digits and !#$%&'*+-.^_\`|~)`;
    if (FRAMING.has(name.toLowerCase()))
      return `${shown} is set by the server itself (Content-Length, Transfer-Encoding and Connection cannot be faked)`;
    if (!FIELD_VALUE.test(value))
      return `the value of ${shown} has a character a header cannot carry (CR, LF, control characters or above U+00FF)`;
  }
  return undefined;
}

/** A rule's `body` is JSON sent back as is: deep nesting would overflow the stack later (F7). */
const MAX_DEPTH = 64;

/** The top-level field that nests deeper than MAX_DEPTH, or undefined. Iterative: no recursion. */
function tooDeep(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [field, child] of Object.entries(value)) {
    const stack: [unknown, number][] = [[child, 1]];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
      const [node, depth] = item;
      if (typeof node !== 'object' || node === null) continue;
      if (depth > MAX_DEPTH) return field;
      for (const next of Object.values(node)) stack.push([next, depth + 1]);
    }
  }
  return undefined;
}

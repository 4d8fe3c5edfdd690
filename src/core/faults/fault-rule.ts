import { z } from 'zod';

export const OPERATIONS = ['list', 'get', 'create', 'update', 'delete', 'test'] as const;
export const NETWORK_FAILURES = ['reset', 'empty', 'timeout'] as const;

const delaySchema = z.union([
  z.number().int().min(0).max(600_000),
  z
    .tuple([z.number().int().min(0).max(600_000), z.number().int().min(0).max(600_000)])
    .refine(([min, max]) => min <= max, { message: 'delayMs [min, max] needs min <= max' }),
]);

/**
 * A fault rule as users write it (`mock.faults.add`, `POST /__hookmock/faults`, `serve --faults`).
 * Match fields narrow which requests it applies to (none: every mocked API request); `status`,
 * `delayMs` and `network` say what it does.
 */
export const faultRuleSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'id: 1-64 letters, digits, ".", "_" or "-"' })
      .optional(),
    operation: z.enum(OPERATIONS).optional(),
    scope: z.enum(['repo', 'org']).optional(),
    method: z
      .string()
      .regex(/^[A-Za-z]{1,16}$/, { message: 'method: an HTTP method such as "POST"' })
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z.string().startsWith('/', { message: 'path: a pattern starting with "/"' }).max(2048).optional(),
    times: z.number().int().min(1).optional(),
    probability: z.number().min(0).max(1).optional(),
    seed: z.number().int().optional(),
    status: z.number().int().min(200).max(599).optional(),
    body: z.unknown().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    delayMs: delaySchema.optional(),
    network: z.enum(NETWORK_FAILURES).optional(),
  })
  .refine((r) => r.status !== undefined || r.delayMs !== undefined || r.network !== undefined, {
    message: 'a rule needs at least one of status, delayMs or network',
  })
  .refine((r) => r.network === undefined || r.status === undefined, {
    message: 'network and status exclude each other (a failed connection has no status)',
  })
  .refine((r) => r.status !== undefined || (r.body === undefined && r.headers === undefined), {
    message: 'body and headers need a status',
  });

/** What `faults.add` accepts. */
export type FaultRuleInput = z.input<typeof faultRuleSchema>;
export type FaultRuleSpec = z.output<typeof faultRuleSchema>;

/** A rule as `faults.list()` shows it: with its id and how often it answered so far. */
export type FaultRule = FaultRuleSpec & { id: string; hits: number };

export class FaultRuleError extends Error {}

/** Validates a rule; the error names the field and what was expected. */
export function parseFaultRule(value: unknown): FaultRuleSpec {
  const result = faultRuleSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? issue.path.join('.') : '';
  const message = issue?.message ?? 'invalid rule';
  const where = field !== '' && !message.startsWith(`${field}:`) ? `${field}: ` : '';
  throw new FaultRuleError(`invalid fault rule: ${where}${message}`);
}

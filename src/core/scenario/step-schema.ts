import * as z from 'zod/mini';

/** One recorded exchange (docs/guide/recording.md). */
export const stepSchema = () =>
  z.strictObject({
    note: z.optional(z.string()),
    request: z.strictObject({
      method: z.enum(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']),
      path: z.string().check(z.startsWith('/')),
      query: z.optional(z.record(z.string(), z.string())),
      token: z.nullable(z.string()),
      tokenIn: z.optional(z.enum(['header', 'query'])),
      contentType: z.optional(z.string()),
      body: z.optional(z.unknown()),
    }),
    response: z.strictObject({
      status: z.int().check(z.gte(100), z.lte(599)),
      headers: z.optional(z.record(z.string(), z.string())),
      body: z.optional(z.unknown()),
    }),
  });

/** One recorded exchange as a scenario's `steps` holds it. */
export type ScenarioStep = z.infer<ReturnType<typeof stepSchema>>;

import * as z from 'zod/mini';

/**
 * The tracker and git history a scenario repo may seed (docs/reference/scenario-format.md): labels,
 * milestones and a commit history per branch, which `mock.simulate` and `emit` put in payloads.
 */
const sha = () => z.string().check(z.regex(/^[0-9a-f]{40}$/, 'a 40-hex commit SHA'));
const nonEmpty = () => z.string().check(z.minLength(1));

/** A label as the products store it: `color` with or without `#` (the API shows it without). */
export const labelSchema = () =>
  z.strictObject({
    name: nonEmpty(),
    color: z.string().check(z.regex(/^#?[0-9a-fA-F]{6}$/, 'a colour of six hex digits, e.g. "#00aabb"')),
    description: z.optional(z.string()),
    exclusive: z.optional(z.boolean()),
    archived: z.optional(z.boolean()),
  });

export const milestoneSchema = () =>
  z.strictObject({
    title: nonEmpty(),
    description: z.optional(z.string()),
    state: z.optional(z.enum(['open', 'closed'])),
    due_on: z.optional(z.iso.datetime({ offset: true })),
  });

/** One commit of a branch's history; its SHA is made from the seed when not given. */
export const historyCommitSchema = () => z.strictObject({ message: nonEmpty(), sha: z.optional(sha()) });

/** Branch name → its commits, oldest first; the last is the branch's head. */
export const historySchema = () =>
  z.record(nonEmpty(), z.array(historyCommitSchema()).check(z.minLength(1, 'at least one commit')));

/** Names that must be unique within a repo (label names, milestone titles). */
function duplicateOf(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return undefined;
}

export type SeedLabel = z.infer<ReturnType<typeof labelSchema>>;
export type SeedMilestone = z.infer<ReturnType<typeof milestoneSchema>>;
export type SeedHistory = z.infer<ReturnType<typeof historySchema>>;

/** Unique label names and milestone titles; a branch's `history` ends at its `branches` head. */
export function checkTracker(
  r: {
    branches?: Record<string, string> | undefined;
    history?: SeedHistory | undefined;
    labels?: readonly SeedLabel[] | undefined;
    milestones?: readonly SeedMilestone[] | undefined;
  },
  ctx: { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string; input: unknown }): void },
): void {
  const add = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', path, input: r, message });
  const label = duplicateOf((r.labels ?? []).map((l) => l.name));
  if (label !== undefined) add(['labels'], `expected unique label names; "${label}" appears twice`);
  const title = duplicateOf((r.milestones ?? []).map((m) => m.title));
  if (title !== undefined) add(['milestones'], `expected unique milestone titles; "${title}" appears twice`);
  for (const [branch, commits] of Object.entries(r.history ?? {})) {
    const head = r.branches?.[branch];
    const last = commits[commits.length - 1]?.sha;
    if (head !== undefined && last !== head)
      add(['history', branch], `expected the last commit to have the sha of branches.${branch} (${head})`);
  }
}

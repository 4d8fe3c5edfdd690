import * as z from 'zod/mini';

/**
 * `hooks[].gitlab`: GitLab's hook settings beyond the scenario's common fields (the reference's
 * request fields, docs/gitlab.md; docs/reference/scenario-format.md). Each is
 * optional, GitLab's default otherwise; the gitlab flavor stores them in the hook's `meta`
 * (flavors/gitlab/meta.ts), the other flavors ignore them. `snapshot()` writes the ones that differ.
 */
export const gitlabSettingsSchema = () => {
  const pairs = z.optional(z.record(z.string().check(z.minLength(1)), z.string()));
  const text = z.optional(z.nullable(z.string()));
  return z.strictObject({
    description: text,
    enable_ssl_verification: z.optional(z.boolean()),
    push_events_branch_filter: text,
    branch_filter_strategy: z.optional(z.enum(['wildcard', 'regex', 'all_branches'])),
    custom_webhook_template: z.optional(z.nullable(z.string().check(z.maxLength(4096)))),
    /** Name → value; the values are secrets (never shown by the API, redacted in recordings). */
    url_variables: pairs,
    custom_headers: pairs,
    /** Auto-disabling's state: consecutive failed deliveries (GitLab counts up to 40)… */
    recent_failures: z.optional(z.int().check(z.minimum(0), z.maximum(40))),
    /** …and until when the hook rests (ISO 8601), or null. */
    disabled_until: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
    /** The Standard Webhooks secret (`whsec_…`) deliveries are signed with; a secret too. */
    signing_token: text,
  });
};

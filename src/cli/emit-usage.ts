/** `hookmock emit --help` (kept apart so `serve` does not load the command). */
export const EMIT_USAGE = `Usage: hookmock emit EVENT --repo OWNER/NAME | --org ORG [options]

Fires EVENT (push, issues, pull_request, release, …) at a running hookmock server: every hook
that would fire in the product gets its delivery. Prints the deliveries as JSON.

Options:
  --repo OWNER/NAME   the repository the event happens in (its hooks, then its org's)
  --org ORG           an org alone (events without a repository, e.g. package)
  --action ACTION     e.g. opened, closed, published (default: the event's first)
  --ref REF           branch or tag: main, refs/heads/main, refs/tags/v1.0
  --sender LOGIN      the user who acts
  --payload FILE      a JSON object deep-merged over the generated payload
  --server URL        the running server (default: $HOOKMOCK_URL or http://127.0.0.1:4100)
  -h, --help          show this help`;

/**
 * One-line texts of an event for the chat-style hook types, after G `services/webhook/general.go`
 * (`getIssuesPayloadInfo`, `getPullRequestPayloadInfo`, `getReleasePayloadInfo`, …). The push,
 * issue, pull-request and release lines follow the products' tests; the others are the same
 * pattern applied to the other events (INFERRED; docs/guide/deliveries.md).
 */
type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface EventText {
  /** e.g. `[acme/widgets] Issue opened: #1 Crash by alice`. */
  title: string;
  /** The longer text (commit lines, issue body), '' when none. */
  text: string;
  /** Where the event can be looked at. */
  url: string;
  /** `[acme/widgets:main]`-style prefix parts. */
  repo: string;
  sender: string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const firstLine = (s: string) => s.split('\n')[0] ?? '';

export function pushLines(p: P): string[] {
  return p.commits.map(
    (c: P) => `[${String(c.id).slice(0, 7)}](${c.url}) ${firstLine(c.message)} - ${c.author?.name ?? ''}`,
  );
}

export function eventText(family: string, action: string | null, p: P): EventText {
  const repo = p.repository?.full_name ?? p.package?.repository?.full_name ?? '';
  const sender = p.sender?.login ?? p.run?.trigger_user?.login ?? '';
  const base = { repo, sender, text: '', url: p.repository?.html_url ?? '' };
  const by = ` by ${sender}`;
  switch (family) {
    case 'push': {
      const branch = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
      const n: number = p.total_commits;
      const title = `[${repo}:${branch}] ${n} new commit${n === 1 ? '' : 's'}`;
      return { ...base, title, text: pushLines(p).join('\n'), url: p.compare_url };
    }
    case 'create':
    case 'delete': {
      const ref = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
      return { ...base, title: `[${repo}] ${p.ref_type} ${ref} ${family}d${by}` };
    }
    case 'fork':
      return { ...base, title: `${p.forkee?.full_name} is forked to ${p.repository?.full_name}` };
    case 'issue': {
      const i = p.issue;
      const title = `[${repo}] Issue ${actionWord(action)}: #${i.number} ${i.title}${by}`;
      return { ...base, title, text: i.body ?? '', url: i.html_url };
    }
    case 'pull':
    case 'review':
      return { ...base, ...pullText(family, action, p, `[${repo}]`, by) };
    case 'comment': {
      const kind = p.is_pull ? 'pull request' : 'issue';
      const verb = action === 'created' ? 'New comment' : `Comment ${action}`;
      const title = `[${repo}] ${verb} on ${kind} #${p.issue.number} ${p.issue.title}${by}`;
      return { ...base, title, text: p.comment?.body ?? '', url: p.comment?.html_url ?? '' };
    }
    case 'release': {
      const verb = action === 'published' ? 'created' : action;
      return {
        ...base,
        title: `[${repo}] Release ${verb}: ${p.release.tag_name}${by}`,
        url: p.release.html_url,
      };
    }
    case 'repository':
      return { ...base, title: `[${repo}] Repository ${action}` };
    case 'wiki':
      return { ...base, title: `[${repo}] Wiki page '${p.page}' ${action}${by}`, text: p.comment ?? '' };
    case 'package':
      return {
        ...base,
        title: `Package ${action}: ${p.package.name}:${p.package.version}${by}`,
        url: p.package.html_url,
      };
    default:
      return { ...base, title: `[${repo}] ${cap(family.replace('_', ' '))} ${action ?? ''}`.trim() };
  }
}

/** Pull requests and reviews of them: the review type stands where the action word would. */
function pullText(family: string, action: string | null, p: P, where: string, by: string) {
  const pr = p.pull_request;
  const verb =
    family === 'review'
      ? `review ${p.review?.type?.replace('pull_request_review_', '')}`
      : actionWord(action);
  return {
    title: `${where} Pull request ${verb}: #${pr.number} ${pr.title}${by}`,
    text: family === 'review' ? (p.review?.content ?? '') : (pr.body ?? ''),
    url: pr.html_url,
  };
}

function actionWord(action: string | null): string {
  if (action === 'label_updated') return 'labels updated';
  if (action === 'label_cleared') return 'labels cleared';
  if (action === 'synchronized') return 'synchronized';
  if (action === 'review_requested') return 'review requested';
  if (action === 'review_request_removed') return 'review request removed';
  return action ?? '';
}

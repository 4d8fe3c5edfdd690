/**
 * One ordinary session per flavor, each made by the product's real client through the recorder:
 * list the hooks across pages, read one, create one with a secret, change it, press its test,
 * read what was delivered where the product shows it, a refusal, delete. Each driver resolves to
 * the number of requests its client made (counted at the client), for the test to hold the
 * recording's step count against.
 */
import { Octokit } from '@octokit/rest';
import { runPython } from './client-sessions.js';

const RECEIVER = 'https://ci.example.test/hooks/s3cretPathSegment';
const SECRET = 'a-very-secret-value';
const quietLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** Octokit (GitHub Enterprise's `/api/v3`): paging, GitHub's test push and its delivery read back. */
export async function octokitSession(apiRoot: string): Promise<number> {
  const octokit = new Octokit({ baseUrl: apiRoot, auth: 'demo', log: quietLog });
  let requests = 0;
  octokit.hook.before('request', () => void (requests += 1));
  const repo = { owner: 'acme', repo: 'widgets' };
  await octokit.paginate(octokit.rest.repos.listWebhooks, { ...repo, per_page: 1 });
  await octokit.rest.repos.getWebhook({ ...repo, hook_id: 1 });
  const { data: hook } = await octokit.rest.repos.createWebhook({
    ...repo,
    events: ['push'],
    config: { url: RECEIVER, content_type: 'json', secret: SECRET },
  });
  await octokit.rest.repos.updateWebhook({ ...repo, hook_id: hook.id, add_events: ['create'] });
  await octokit.rest.repos.testPushWebhook({ ...repo, hook_id: hook.id });
  const { data: deliveries } = await octokit.rest.repos.listWebhookDeliveries({ ...repo, hook_id: hook.id });
  const delivery_id = deliveries[0]?.id ?? 0;
  await octokit.rest.repos.getWebhookDelivery({ ...repo, hook_id: hook.id, delivery_id });
  await octokit.rest.repos.getWebhook({ ...repo, hook_id: 999 }).catch(() => undefined);
  await octokit.rest.repos.deleteWebhook({ ...repo, hook_id: hook.id });
  return requests;
}

/**
 * python-gitlab (Debian's python3-gitlab), as a newcomer writes it: the project and group by full
 * path, then everything by the numeric id python-gitlab keeps (`/projects/1/hooks`).
 */
const PYTHON_GITLAB = `
import os, gitlab
count = [0]
gl = gitlab.Gitlab(os.environ['API'], private_token='demo')
gl.session.hooks['response'].append(lambda r, *a, **k: count.__setitem__(0, count[0] + 1))
project = gl.projects.get('acme/widgets')
project.hooks.list(get_all=True, per_page=1)
hook = project.hooks.create({'url': '${RECEIVER}', 'token': '${SECRET}', 'merge_requests_events': True})
hook.push_events = False
hook.save()
project.hooks.get(hook.id)
gl.http_post(f'/projects/{project.id}/hooks/{hook.id}/test/push_events')
try:
    project.hooks.get(999)
except gitlab.exceptions.GitlabGetError:
    pass
project.hooks.delete(hook.id)
group = gl.groups.get('acme')
group.hooks.list(get_all=True)
print(count[0])
`;

export async function pythonGitlabSession(apiRoot: string): Promise<number> {
  const out = await runPython(PYTHON_GITLAB, { API: apiRoot.replace(/\/api\/v4$/, '') });
  return Number(out.trim().split('\n').at(-1));
}

/**
 * The GitLab sessions of client-record-replay.test.ts: gitbeaker by full path, python-gitlab and
 * go-gitlab by the numeric id they keep once they have read the project.
 */
import { Gitlab } from '@gitbeaker/rest';
import { RECEIVER, SECRET } from './client-drivers.js';
import { countingFetch, runPython } from './client-sessions.js';
import { runGoSession } from '../gitlab/clients/tools.js';

/** gitbeaker (@gitbeaker/rest over the global fetch): the project by its full path, paging followed. */
export async function gitbeakerSession(apiRoot: string): Promise<number> {
  return countingFetch(apiRoot, async (fetch) => {
    const gitlab = new Gitlab({ host: apiRoot.replace(/\/api\/v4$/, ''), token: 'demo' });
    const project = 'acme/widgets';
    await gitlab.Projects.show(project);
    await gitlab.ProjectHooks.all(project, { perPage: 1 });
    const hook = await gitlab.ProjectHooks.add(project, RECEIVER, {
      token: SECRET,
      mergeRequestsEvents: true,
    });
    await gitlab.ProjectHooks.edit(project, hook.id, RECEIVER, { pushEvents: false });
    await gitlab.ProjectHooks.show(project, hook.id);
    // gitbeaker has no method for the test trigger (docs/guide/gitlab.md): plain fetch.
    const at = `${apiRoot}/projects/${encodeURIComponent(project)}/hooks/${hook.id}/test/push_events`;
    await fetch(at, { method: 'POST', headers: { 'private-token': 'demo' } });
    await gitlab.ProjectHooks.show(project, 999).catch(() => undefined);
    await gitlab.ProjectHooks.remove(project, hook.id);
    await gitlab.GroupHooks.all('acme');
  });
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

/** python-gitlab's session, its own request count printed last. */
export async function pythonGitlabSession(apiRoot: string): Promise<number> {
  const out = await runPython(PYTHON_GITLAB, { API: apiRoot.replace(/\/api\/v4$/, '') });
  return Number(out.trim().split('\n').at(-1));
}

/**
 * go-gitlab's session (test/gitlab/clients/go-gitlab-session, built offline against Debian's
 * sources): the project by full path, then paging, add, edit, get, the test trigger, a 404 and
 * delete by `p.ID`; its own request count.
 */
export async function goGitlabSession(apiRoot: string): Promise<number> {
  return runGoSession([apiRoot, RECEIVER, SECRET]);
}

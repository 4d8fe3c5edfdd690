// The gitlab flavor driven by @gitbeaker/rest unchanged: ProjectHooks and GroupHooks add, all
// (across pages, following `Link`), show, edit and remove, Projects.show and Groups.show, and
// errors as GitbeakerRequestError with GitLab's status — in-process through msw at gitbeaker's
// default host (https://gitlab.com), and against the standalone server on 127.0.0.1 (`/api/v4`).
import { GitbeakerRequestError } from '@gitbeaker/rest';
import { describe, expect, it } from 'vitest';
import { TARGETS } from './support.js';

/** The status and GitLab's description of a failed call. */
async function failure(call: Promise<unknown>): Promise<{ status: number; description: string }> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof GitbeakerRequestError))
    throw new Error(`expected a GitbeakerRequestError, got ${String(error)}`);
  return { status: error.cause?.response.status ?? 0, description: error.cause?.description ?? '' };
}

describe.each(TARGETS)('gitlab flavor through @gitbeaker/rest (%s)', (_name, use) => {
  const target = use();

  it('ProjectHooks: add (201, defaults), show, edit (only what was sent), remove', async () => {
    const gitlab = target.gitlab();
    const added = await gitlab.ProjectHooks.add('acme/widgets', 'https://ci.example.test/gl', {
      token: 'shh',
      issuesEvents: true,
    });
    expect(added).toMatchObject({
      url: 'https://ci.example.test/gl',
      project_id: 1,
      push_events: true,
      issues_events: true,
      merge_requests_events: false,
      enable_ssl_verification: true,
      alert_status: 'executable',
      disabled_until: null,
    });
    expect(added).not.toHaveProperty('token');
    const shown = await gitlab.ProjectHooks.show(1, added.id);
    expect(shown).toEqual(added);
    const edited = await gitlab.ProjectHooks.edit(1, added.id, 'https://ci.example.test/gl', {
      pushEvents: false,
      noteEvents: true,
    });
    expect(edited).toMatchObject({ push_events: false, note_events: true, issues_events: true });
    // A 204 yields null in gitbeaker.
    expect(await gitlab.ProjectHooks.remove(1, added.id)).toBeNull();
    expect((await failure(gitlab.ProjectHooks.show(1, added.id))).status).toBe(404);
  });

  it('ProjectHooks.all follows Link across pages', async () => {
    const gitlab = target.gitlab();
    for (let i = 0; i < 5; i++) await gitlab.ProjectHooks.add(1, `https://ci.example.test/p${i}`);
    const all = await gitlab.ProjectHooks.all('acme/widgets', { perPage: 2 });
    expect(all.map((h) => h.url)).toEqual([
      'https://ci.example.test/hook',
      'https://deploy.example.test/releases',
      ...[0, 1, 2, 3, 4].map((i) => `https://ci.example.test/p${i}`),
    ]);
    const first = await gitlab.ProjectHooks.all(1, { perPage: 3, maxPages: 1 });
    expect(first).toHaveLength(3);
  });

  it('GroupHooks: add, all across pages, show, edit, remove', async () => {
    const gitlab = target.gitlab();
    const added = await gitlab.GroupHooks.add('acme', 'https://audit.example.test/gl', {
      subgroupEvents: true,
    });
    expect(added).toMatchObject({ group_id: 1, push_events: true, subgroup_events: true });
    expect(Object.keys(added)).toContain('member_events');
    expect(Object.keys(added)).not.toContain('project_id');
    for (let i = 0; i < 3; i++) await gitlab.GroupHooks.add(1, `https://audit.example.test/g${i}`);
    const all = await gitlab.GroupHooks.all(1, { perPage: 2 });
    expect(all).toHaveLength(5);
    expect(await gitlab.GroupHooks.show('acme', added.id)).toEqual(added);
    const edited = await gitlab.GroupHooks.edit(1, added.id, 'https://audit.example.test/moved', {});
    expect(edited).toMatchObject({ url: 'https://audit.example.test/moved', subgroup_events: true });
    await gitlab.GroupHooks.remove(1, added.id);
    expect(await gitlab.GroupHooks.all(1)).toHaveLength(4);
  });

  it('Projects.show and Groups.show by id and by full path', async () => {
    const gitlab = target.gitlab();
    const project = await gitlab.Projects.show('acme/widgets');
    expect(project).toMatchObject({ id: 1, path_with_namespace: 'acme/widgets', default_branch: 'main' });
    expect((await gitlab.Projects.show(2)).path_with_namespace).toBe('acme/gadgets');
    const group = await gitlab.Groups.show('acme');
    expect(group).toMatchObject({ id: 1, full_path: 'acme', name: 'Acme Corporation' });
    expect((await gitlab.Groups.show(1)).id).toBe(1);
  });

  it('errors are GitbeakerRequestError with GitLab status and words', async () => {
    const gitlab = target.gitlab();
    expect(await failure(gitlab.ProjectHooks.all('acme/nothing'))).toEqual({
      status: 404,
      description: '404 Project Not Found',
    });
    expect(await failure(gitlab.GroupHooks.all('nobody'))).toEqual({
      status: 404,
      description: '404 Group Not Found',
    });
    expect(await failure(gitlab.ProjectHooks.show(1, 999))).toEqual({
      status: 404,
      description: '404 Not found',
    });
    expect(await failure(gitlab.ProjectHooks.add(1, 'ftp://nope.example.test'))).toEqual({
      status: 422,
      description: 'Invalid url given',
    });
    expect(await failure(target.gitlab('bob-token').ProjectHooks.all(1))).toEqual({
      status: 403,
      description: '403 Forbidden',
    });
    // bob sees acme/widgets (public) but may not administer it; alice's private repo is hidden.
    expect((await failure(target.gitlab('bob-token').Projects.show('alice/dotfiles'))).status).toBe(404);
  });
});

// python-gitlab and go-gitlab, as Debian packages them, driving project AND group hooks unchanged
// against the gitlab flavor's standalone server on 127.0.0.1 (port 0, started and stopped here):
// the project and the group by full path and by id, list across pages (python-gitlab follows
// `Link`, go-gitlab reads `X-Next-Page`), get, add, edit, delete, and errors with GitLab's status
// and words as each client reports them. The drivers are in test/gitlab/clients/; each prints
// what its client returned as one JSON object. Without the tool the block is skipped, saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GO_SKIP, HAS_GO, PYTHON, PYTHON_SKIP, buildGoDriver, drivePython } from './clients/tools.js';
import type { Seen } from './clients/tools.js';
import { useStandaloneServer } from '../support/server.js';

const SEEDED_PROJECT_HOOKS = ['https://ci.example.test/hook', 'https://deploy.example.test/releases'];
const SEEDED_GROUP_HOOKS = ['https://audit.example.test/in'];

/** What both clients must have seen of the project's and the group's hooks. */
function expectHooks(seen: Seen, client: 'py' | 'go'): void {
  expect(seen.user).toBe('alice');
  expect(seen.project).toEqual({ id: 1, path_with_namespace: 'acme/widgets' });
  expect(seen.group).toEqual({ id: 1, full_path: 'acme' });
  // add: GitLab's defaults, `token` never read back.
  expect(seen.project_added).toMatchObject({
    url: `https://ci.example.test/${client}`,
    project_id: 1,
    push_events: true,
    issues_events: true,
    note_events: false,
    enable_ssl_verification: true,
  });
  expect(seen.project_added).not.toHaveProperty('token');
  // list across pages, in creation order.
  expect(seen.project_list).toEqual([
    ...SEEDED_PROJECT_HOOKS,
    ...['', '0', '1', '2'].map((n) => `https://ci.example.test/${client}${n}`),
  ]);
  // edit changes only what was sent.
  expect(seen.project_edited).toMatchObject({ push_events: false, note_events: true, issues_events: true });
  expect(seen.project_deleted_get).toMatchObject({ status: 404 });
  expect(seen.group_added).toMatchObject({ group_id: 1, push_events: true, subgroup_events: true });
  expect(seen.group_list).toEqual([
    ...SEEDED_GROUP_HOOKS,
    ...['', '0', '1'].map((n) => `https://audit.example.test/${client}${n}`),
  ]);
  expect(seen.group_edited).toMatchObject({ url: 'https://audit.example.test/moved', subgroup_events: true });
}

describe.skipIf(!PYTHON)(
  `python-gitlab (Debian python3-gitlab) against the server${PYTHON ? '' : ` — ${PYTHON_SKIP}`}`,
  () => {
    const server = useStandaloneServer('gitlab', { resetEachTest: true });
    let seen: Seen = {};
    beforeAll(async () => {
      seen = await drivePython(server.url.replace(/\/api\/v4$/, ''));
    }, 90_000);

    it('project and group hooks: get, list (get_all and iterator, across pages), create, save, delete', () => {
      expectHooks(seen, 'py');
      expect(seen.project_iterated).toEqual([1, 2, 4, 5, 6, 7]);
      expect(seen.project_page_2).toEqual([4, 5]);
      expect(seen.group_after_delete).toHaveLength(3);
    });

    it('errors: the GitlabError subclass with GitLab status and message', () => {
      expect(seen.errors).toEqual({
        unknown_project: { status: 404, message: '404 Project Not Found', class: 'GitlabGetError' },
        unknown_group: { status: 404, message: '404 Group Not Found', class: 'GitlabGetError' },
        unknown_hook: { status: 404, message: '404 Not found', class: 'GitlabGetError' },
        unknown_group_hook: { status: 404, message: '404 Not found', class: 'GitlabGetError' },
        bad_url: { status: 422, message: 'Invalid url given', class: 'GitlabCreateError' },
        no_credential: { status: 401, message: '401 Unauthorized', class: 'GitlabAuthenticationError' },
        below_maintainer: { status: 403, message: '403 Forbidden', class: 'GitlabListError' },
        below_owner: { status: 403, message: '403 Forbidden', class: 'GitlabCreateError' },
      });
    });
  },
);

describe.skipIf(!HAS_GO)(
  `go-gitlab (Debian golang-github-xanzy-go-gitlab-dev) against the server${HAS_GO ? '' : ` — ${GO_SKIP}`}`,
  () => {
    const server = useStandaloneServer('gitlab', { resetEachTest: true });
    let seen: Seen = {};
    let driver: Awaited<ReturnType<typeof buildGoDriver>> | undefined;
    beforeAll(async () => {
      driver = await buildGoDriver();
      seen = await driver.drive(server.url);
    }, 300_000);
    afterAll(() => driver?.remove());

    it('project and group hooks: Get, List page by page, Add (201), Edit, Delete (204)', () => {
      expectHooks(seen, 'go');
      expect(seen.project_added_status).toBe(201);
      expect(seen.project_deleted_status).toBe(204);
      expect(seen.project_pages).toBe(3);
      expect(seen.group_pages).toBe(4);
      expect(seen.project_paging).toEqual({ total: 6, total_pages: 3, next: 2, per_page: 2 });
      expect(seen.project_got).toEqual(seen.project_edited);
      expect(seen.group_got).toEqual(seen.group_edited);
      expect(seen.group_after_delete).toEqual([
        ...SEEDED_GROUP_HOOKS,
        'https://audit.example.test/go0',
        'https://audit.example.test/go1',
      ]);
    });

    it('errors: *gitlab.ErrorResponse with GitLab status and body', () => {
      expect(seen.errors).toEqual({
        unknown_project: { status: 404, message: '{message: 404 Project Not Found}' },
        unknown_group: { status: 404, message: '{message: 404 Group Not Found}' },
        unknown_hook: { status: 404, message: '{message: 404 Not found}' },
        unknown_group_hook: { status: 404, message: '{message: 404 Not found}' },
        bad_url: { status: 422, message: '{error: Invalid url given}' },
        no_url: { status: 400, message: '{error: url is missing}' },
        no_params: { status: 400, message: '{error: No parameters provided}' },
        no_credential: { status: 401, message: '{message: 401 Unauthorized}' },
        below_maintainer: { status: 403, message: '{message: 403 Forbidden}' },
        below_owner: { status: 403, message: '{message: 403 Forbidden}' },
      });
    });
  },
);

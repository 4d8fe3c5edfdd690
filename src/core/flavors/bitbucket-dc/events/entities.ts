import type { OrgRecord, RepoRecord } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import type { Account } from '../../../events/entities/user.js';
import { stableHex } from '../../../util/stable-hex.js';
import { projectKeyOf, slugOf } from '../auth/projects.js';

/**
 * Data Center's entities as its REST API and its webhook payloads show them (Atlassian's "Event
 * payload" page; go-playground/webhooks' `testdata/bitbucket-server/*.json`): links are arrays
 * of `{href}`, pointing at the web origin (`web`, ending with a slash).
 */
const self = (href: string) => ({ self: [{ href }] });

/** `RestApplicationUser`. */
export function dcUser(web: string, account: Account) {
  const slug = slugOf(account.login);
  return {
    name: account.login,
    emailAddress: account.email || `${slug}@example.com`,
    id: account.id,
    displayName: account.fullName || account.login,
    active: true,
    slug,
    type: 'NORMAL' as const,
    links: self(`${web}users/${slug}`),
  };
}

/** `RestProject` of an org (NORMAL) or of a user (PERSONAL, `~LOGIN`, with its owner). */
export function dcProject(web: string, store: Store, owner: string) {
  const org = store.org(owner);
  if (org) return orgProject(web, org);
  const user = store.userByLoginName(owner);
  const account = user ?? { id: 0, login: owner, fullName: '', email: '' };
  return {
    key: `~${account.login.toUpperCase()}`,
    id: account.id,
    name: account.fullName || account.login,
    type: 'PERSONAL' as const,
    owner: dcUser(web, account),
    links: self(`${web}users/${slugOf(account.login)}`),
  };
}

function orgProject(web: string, org: OrgRecord) {
  const key = projectKeyOf(org);
  return {
    key,
    id: org.id,
    name: org.fullName || org.name,
    ...(org.description ? { description: org.description } : {}),
    public: org.visibility === 'public',
    type: 'NORMAL' as const,
    links: self(`${web}projects/${key}`),
  };
}

/** `RestRepository`: the clone links (http, then ssh) and the browse link. */
export function dcRepository(web: string, store: Store, repo: RepoRecord) {
  const project = dcProject(web, store, repo.owner);
  const slug = slugOf(repo.name);
  const path = project.type === 'PERSONAL' ? `users/${slugOf(repo.owner)}` : `projects/${project.key}`;
  const host = new URL(web).hostname;
  return {
    slug,
    id: repo.id,
    name: repo.name,
    ...(repo.description ? { description: repo.description } : {}),
    hierarchyId: stableHex(`hierarchy:${repo.id}`, 20),
    scmId: 'git',
    state: 'AVAILABLE' as const,
    statusMessage: 'Available',
    forkable: true,
    project,
    public: !repo.private && project.type === 'NORMAL' && 'public' in project && project.public,
    archived: false,
    links: {
      clone: [
        { href: `${web}scm/${project.key.toLowerCase()}/${slug}.git`, name: 'http' },
        { href: `ssh://git@${host}:7999/${project.key.toLowerCase()}/${slug}.git`, name: 'ssh' },
      ],
      ...self(`${web}${path}/repos/${slug}/browse`),
    },
  };
}

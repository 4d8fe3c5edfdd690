import commitTemplate from '../../../fixtures/templates/commit.json' with { type: 'json' };
import organizationTemplate from '../../../fixtures/templates/organization.json' with { type: 'json' };
import repositoryTemplate from '../../../fixtures/templates/repository.json' with { type: 'json' };
import userTemplate from '../../../fixtures/templates/user.json' with { type: 'json' };
import type { OrgRecord, RepoRecord } from '../state/database.js';
import { stableHex } from './stable-hex.js';

/** Where payload URLs point: the mock's own origin and API base. */
export interface Site {
  /** e.g. `http://localhost:4100/` (Gitea's AppURL, ends with a slash). */
  appUrl: string;
  /** e.g. `http://localhost:4100/api/v1`. */
  apiUrl: string;
  /** When the scenario's world began (`created` of users and repos). */
  epoch: string;
}

const clone = <T>(value: T): T => structuredClone(value);

/** An account as payloads show it; orgs appear in this shape too when they own a repo. */
export function userEntity(
  account: { id: number; login: string; fullName: string; email: string; admin?: boolean },
  site: Site,
) {
  return {
    ...clone(userTemplate),
    id: account.id,
    login: account.login,
    full_name: account.fullName,
    email: account.email,
    avatar_url: `${site.appUrl}avatars/${stableHex(account.login, 32)}`,
    html_url: `${site.appUrl}${account.login}`,
    is_admin: account.admin ?? false,
    created: site.epoch,
    username: account.login,
  };
}

export const orgAsAccount = (org: OrgRecord) => ({
  id: org.id,
  login: org.name,
  fullName: org.fullName,
  email: '',
});

export function organizationEntity(org: OrgRecord, site: Site) {
  return {
    ...clone(organizationTemplate),
    id: org.id,
    name: org.name,
    full_name: org.fullName,
    email: '',
    avatar_url: `${site.appUrl}avatars/${stableHex(org.name, 32)}`,
    description: org.description,
    visibility: org.private ? 'private' : 'public',
    username: org.name,
  };
}

export function repositoryEntity(repo: RepoRecord, owner: ReturnType<typeof userEntity>, site: Site) {
  const fullName = `${repo.owner}/${repo.name}`;
  const host = new URL(site.appUrl).host;
  return {
    ...clone(repositoryTemplate),
    id: repo.id,
    owner,
    name: repo.name,
    full_name: fullName,
    description: repo.description,
    empty: repo.empty,
    private: repo.private,
    languages_url: `${site.apiUrl}/repos/${fullName}/languages`,
    html_url: `${site.appUrl}${fullName}`,
    url: `${site.apiUrl}/repos/${fullName}`,
    ssh_url: `git@${host.replace(/:\d+$/, '')}:${fullName}.git`,
    clone_url: `${site.appUrl}${fullName}.git`,
    default_branch: repo.defaultBranch,
    created_at: site.epoch,
    updated_at: site.epoch,
    avatar_url: '',
  };
}

/** The head commit of a repo's default branch: stable per repo, so payloads are reproducible. */
export function commitEntity(repo: RepoRecord, author: ReturnType<typeof userEntity>, site: Site) {
  const sha = stableHex(`commit:${repo.owner}/${repo.name}`, 40);
  const person = { name: author.full_name || author.login, email: author.email, username: author.login };
  return {
    ...clone(commitTemplate),
    id: sha,
    url: `${site.appUrl}${repo.owner}/${repo.name}/commit/${sha}`,
    author: person,
    committer: { ...person },
    timestamp: site.epoch,
  };
}

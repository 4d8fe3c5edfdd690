import type { githubPull } from './tracker.js';
import type { repositoryOf } from './repository.js';

/*
 * The smaller objects GitHub's webhook schemas give some payloads (`@octokit/openapi-webhooks`
 * 12.1.0; test/github/payloads-lite.test.ts checks the keys left against the package).
 */

/**
 * A pull request as `pull_request_review*` payloads carry it: GitHub's "Simple Pull Request",
 * without the merge state and the counts of the full one (fidelity audit 4, row 13).
 */
export function simplePull(pull: ReturnType<typeof githubPull>) {
  const { merged: _merged, mergeable: _mergeable, rebaseable: _rebaseable, ...rest } = pull;
  const { mergeable_state: _state, merged_by: _by, maintainer_can_modify: _modify, ...fewer } = rest;
  const { comments: _c, review_comments: _rc, commits: _n, additions: _a, deletions: _d, ...simple } = fewer;
  const { changed_files: _files, ...left } = simple;
  return left;
}

/**
 * A repository as `workflow_run.repository`/`head_repository` carry it: GitHub's "Repository
 * Lite", its id, names, owner and API URLs without times, clone URLs, settings or counts.
 */
export function repositoryLite(repo: ReturnType<typeof repositoryOf>) {
  const { created_at: _c, updated_at: _u, pushed_at: _p, git_url: _g, ssh_url: _s, ...a } = repo;
  const { clone_url: _cl, svn_url: _sv, homepage: _h, size: _si, stargazers_count: _sc, ...b } = a;
  const { watchers_count: _wc, language: _l, has_issues: _hi, has_projects: _hp, ...c } = b;
  const { has_downloads: _hd, has_wiki: _hw, has_pages: _hpg, has_discussions: _hds, ...d } = c;
  const { forks_count: _fc, mirror_url: _m, archived: _ar, disabled: _di, ...e } = d;
  const { open_issues_count: _oic, license: _li, allow_forking: _af, is_template: _it, ...f } = e;
  const { web_commit_signoff_required: _w, topics: _t, visibility: _v, forks: _f, ...g } = f;
  const { open_issues: _oi, watchers: _wa, default_branch: _db, ...lite } = g;
  return lite;
}

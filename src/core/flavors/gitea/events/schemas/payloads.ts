import { z } from 'zod';
import {
  commit,
  forgejoIssue,
  forgejoRepository,
  forgejoUser,
  giteaIssue,
  giteaRepository,
  giteaUser,
  label,
  milestone,
} from './objects.js';

/**
 * Every delivery payload per product, built from one generic recipe over the product's objects
 * (a schema table). `payloadSchemas.gitea.push` etc. parse strictly; the types are inferred.
 */
const str = z.string();
const num = z.number();
const bool = z.boolean();

function recipe<
  U extends z.ZodType,
  R extends z.ZodType,
  I extends z.ZodType,
  P extends z.ZodType,
  L extends z.ZodType,
  C extends z.ZodType,
>(o: { user: U; repository: R; issue: I; pull: P; release: L; changes: C }) {
  const { user, repository } = o;
  const ref = { ref: str, ref_type: z.enum(['branch', 'tag']) };
  return {
    push: z.strictObject({
      ref: str,
      before: str,
      after: str,
      compare_url: str,
      commits: z.array(commit),
      total_commits: num,
      head_commit: commit.nullable(),
      repository,
      pusher: user,
      sender: user,
    }),
    create: z.strictObject({ sha: str, ...ref, repository, sender: user }),
    delete: z.strictObject({ ...ref, pusher_type: z.literal('user'), repository, sender: user }),
    fork: z.strictObject({ forkee: repository, repository, sender: user }),
    issues: z.strictObject({
      action: str,
      number: num,
      changes: o.changes.optional(),
      issue: o.issue,
      repository,
      sender: user,
      commit_id: str,
    }),
    issueComment: z.strictObject({
      action: z.enum(['created', 'edited', 'deleted']),
      issue: o.issue,
      pull_request: o.pull.optional(),
      comment: z.strictObject({
        id: num,
        html_url: str,
        pull_request_url: str,
        issue_url: str,
        user,
        original_author: str,
        original_author_id: num,
        body: str,
        assets: z.array(z.unknown()),
        created_at: str,
        updated_at: str,
      }),
      changes: o.changes.optional(),
      repository,
      sender: user,
      is_pull: bool,
    }),
    pullRequest: z.strictObject({
      action: str,
      number: num,
      changes: o.changes.optional(),
      pull_request: o.pull,
      requested_reviewer: user.nullable(),
      repository,
      sender: user,
      commit_id: str,
      review: z.strictObject({ type: str, content: str }).nullable(),
    }),
    release: z.strictObject({
      action: z.enum(['published', 'updated', 'deleted']),
      release: o.release,
      repository,
      sender: user,
    }),
    repository: z.strictObject({
      action: z.enum(['created', 'deleted']),
      repository,
      organization: user,
      sender: user,
    }),
    wiki: z.strictObject({
      action: z.enum(['created', 'edited', 'deleted']),
      repository,
      sender: user,
      page: str,
      comment: str,
    }),
    package: z.strictObject({
      action: z.enum(['created', 'deleted']),
      repository: z.null(),
      package: z.strictObject({
        id: num,
        owner: user,
        repository: z.null(),
        creator: user,
        type: str,
        name: str,
        version: str,
        html_url: str,
        created_at: str,
      }),
      organization: z.record(str, z.unknown()).nullable(),
      sender: user,
    }),
  };
}

const from = { label: str, ref: str, sha: str, repo_id: num };
const pullCommon = {
  id: num,
  url: str,
  number: num,
  title: str,
  body: str,
  labels: z.array(label),
  milestone: milestone.nullable(),
  requested_reviewers_teams: z.array(z.unknown()),
  state: z.enum(['open', 'closed']),
  draft: bool,
  is_locked: bool,
  comments: num,
  review_comments: num,
  additions: num,
  deletions: num,
  changed_files: num,
  html_url: str,
  diff_url: str,
  patch_url: str,
  mergeable: bool,
  merged: bool,
  merged_at: str.nullable(),
  merge_commit_sha: str.nullable(),
  allow_maintainer_edit: bool,
  merge_base: str,
  due_date: str.nullable(),
  created_at: str,
  updated_at: str,
  closed_at: str.nullable(),
  pin_order: num,
};
const releaseCommon = {
  id: num,
  tag_name: str,
  target_commitish: str,
  name: str,
  body: str,
  url: str,
  html_url: str,
  tarball_url: str,
  zipball_url: str,
  upload_url: str,
  draft: bool,
  prerelease: bool,
  created_at: str,
  published_at: str,
  assets: z.array(z.unknown()),
};
const fromTo = z.strictObject({ from: str });
const changesCommon = { title: fromTo.optional(), body: fromTo.optional(), ref: fromTo.optional() };

const giteaPull = z.strictObject({
  ...pullCommon,
  user: giteaUser,
  assignee: giteaUser.nullable(),
  assignees: z.array(giteaUser),
  requested_reviewers: z.array(giteaUser),
  merged_by: giteaUser.nullable(),
  base: z.strictObject({ ...from, repo: giteaRepository }),
  head: z.strictObject({ ...from, repo: giteaRepository }),
  content_version: num,
});
const forgejoPull = z.strictObject({
  ...pullCommon,
  user: forgejoUser,
  assignee: forgejoUser.nullable(),
  assignees: z.array(forgejoUser).nullable(),
  requested_reviewers: z.array(forgejoUser),
  merged_by: forgejoUser.nullable(),
  base: z.strictObject({ ...from, repo: forgejoRepository }),
  head: z.strictObject({ ...from, repo: forgejoRepository }),
  flow: num,
});

export const payloadSchemas = {
  gitea: recipe({
    user: giteaUser,
    repository: giteaRepository,
    issue: giteaIssue,
    pull: giteaPull,
    release: z.strictObject({ ...releaseCommon, author: giteaUser }),
    changes: z.strictObject({ ...changesCommon, added_labels: z.null(), removed_labels: z.null() }),
  }),
  forgejo: recipe({
    user: forgejoUser,
    repository: forgejoRepository,
    issue: forgejoIssue,
    pull: forgejoPull,
    release: z.strictObject({
      ...releaseCommon,
      hide_archive_links: bool,
      author: forgejoUser,
      archive_download_count: z.strictObject({ zip: num, tar_gz: num }),
    }),
    changes: z.strictObject(changesCommon),
  }),
};

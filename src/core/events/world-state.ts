// The state of a repository's world (world.ts): its issues, releases, labels, milestones, commits.

/** A commit the world knows: its message and first parent. */
export interface CommitState {
  sha: string;
  message: string;
  parent: string | null;
}

/** `Label` as the products store it (G/F `models/issues/label.go`). */
export interface LabelState {
  id: number;
  name: string;
  /** Six hex digits without `#` (`convert.ToLabel` trims it). */
  color: string;
  description: string;
  exclusive: boolean;
  archived: boolean;
}

/** `Milestone` as the products store it (G/F `models/issues/milestone.go`). */
export interface MilestoneState {
  id: number;
  title: string;
  description: string;
  state: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
  dueOn: string | null;
}

/** An issue or pull request of the small world events and simulations move. */
export interface IssueState {
  id: number;
  /** The PR table id (≠ the issue id), for pull requests. */
  pullId: number;
  number: number;
  isPull: boolean;
  title: string;
  body: string;
  state: 'open' | 'closed';
  poster: string;
  assignees: string[];
  comments: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  head: string;
  base: string;
  merged: boolean;
  mergedAt: string | null;
  mergedBy: string | null;
  mergeSha: string | null;
  /** Label ids, in the order they were set. */
  labels: number[];
  /** The milestone's id, or null. */
  milestone: number | null;
  /** Logins whose review is requested or given (G/F `GetReviewsByIssueID`, latest per reviewer). */
  reviewers: string[];
  /** The PR's review rows of users, oldest first (G/F `review` table); `reviewers` follows them. */
  reviews: ReviewRow[];
}

/** A row of the products' `review` table: a user's request, approval, rejection or comment. */
export interface ReviewRow {
  login: string;
  kind: 'request' | 'approve' | 'reject' | 'comment';
}

export interface ReleaseState {
  id: number;
  tag: string;
  target: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  author: string;
  createdAt: string;
}

/** One repository's git and tracker state: branches and tags with head SHAs, issues, releases. */
export interface RepoWorld {
  branches: Map<string, string>;
  tags: Map<string, string>;
  issues: Map<number, IssueState>;
  releases: Map<string, ReleaseState>;
  nextNumber: number;
  commits: number;
  /** Every commit known by SHA: its message and first parent (the seeded history, then pushes). */
  history: Map<string, CommitState>;
  labels: LabelState[];
  milestones: MilestoneState[];
}

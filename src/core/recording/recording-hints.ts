import type { Flavor } from '../contract/flavor.js';
import type { RouteRow } from '../contract/route-rows.js';
import type { HookPath } from './hook-path.js';
import type { ScenarioHook } from '../scenario/schema.js';

/**
 * Which of the mock's own errors a recorded answer is, in the recording's flavor. Every text
 * comes from the code that produces it (the flavor table and the checks), never from a copy, so
 * a Forgejo recording is read with Forgejo's words.
 */
export interface ErrorKinds {
  /** The plain 404 (unknown or hidden repo, unknown hook). */
  notFound(body: unknown): boolean;
  /** The 404 of `/tests` on an empty repo. */
  repoEmpty(body: unknown): boolean;
  /** The 404 of an unknown owner or org. */
  ownerMissing(body: unknown): boolean;
  /** The 401 of a token (or password login) the server does not know. */
  unknownToken(body: unknown, token: string, viaQuery: boolean): boolean;
  /**
   * The 403 of a token without `required` (e.g. `write:repository`), with the token's scopes
   * when the flavor prints them; null for any other answer.
   */
  scopeDenied(body: unknown, required: string): { tokenScope?: string } | null;
  /** The 403 of a caller who passed every check but the admin/owner one. */
  adminRequired(body: unknown): boolean;
}

/**
 * What `learn` reads of a recorded exchange (parsed.ts's `Parsed`): its hook path and answer. The
 * path may name its owner by a number the session has not bound yet (`isUnbound`, hook-path.ts):
 * then only the answer says whose it is.
 */
export interface RecordedAnswer {
  readonly route: HookPath | null;
  readonly response: unknown;
}

/** The first value each answer showed of an owner (later answers may follow the session's own changes). */
export interface Learnt {
  id?: number | undefined;
  full_name?: string | undefined;
  description?: string | undefined;
}

/** What answers say of projects (repos) and groups (orgs): their ids and the names a fresh mock shows. */
export interface OwnerFacts {
  repos: Map<string, Learnt>;
  orgs: Map<string, Learnt>;
}

/** A hook's own fields as an answer showed them (owner, id and times are added around them). */
export type ShownHook = Omit<ScenarioHook, 'repo' | 'org' | 'id' | 'created' | 'updated'>;

/** What reading a hook answer back needs: the flavor, and the origin the session was recorded from. */
export interface AnswerContext {
  readonly flavor: Flavor;
  readonly origin: string;
}

/** A recorded JSON object (a parsed response body): its fields are checked before use. */
export type RawObject = Readonly<Record<string, unknown>>;

/**
 * What a product tells the recorder and the inference (`Product.recording`): where its route
 * parameters name the owner and the hook, whether owner reads are kept, what its answers say of
 * owners, and its refusals' words.
 */
export interface RecordingHints {
  /** The hook path a matched row names, or null where its parameters name none. */
  hookPath(row: RouteRow, params: Readonly<Record<string, string>>): HookPath | null;
  /** Whether the recorder keeps the owner reads (`get-owner` rows) to learn from them. */
  readonly ownerReadsRecorded: boolean;
  /** Learns owners' ids and names from one successful recorded answer. */
  learn(p: RecordedAnswer, isOwnerRead: boolean, facts: OwnerFacts): void;
  /** Which of the mock's own errors a recorded answer is, in the flavor's words. */
  errorKinds(flavor: Flavor): ErrorKinds;
  /** A recorded hook answer read back as a scenario hook's fields; null where it is none. */
  hookOfAnswer(raw: RawObject, ctx: AnswerContext): ShownHook | null;
  /**
   * The objects a recorded answer carries, hooks among them: a list's items and a single object
   * alike. Default: a plain array's items, or the one object (`arrayOrObject`, hook-answers.ts);
   * `valuesPage` reads `{ values: [...] }` pages.
   */
  hooksOfAnswer?(response: unknown): RawObject[];
  /** The upstream's id of a recorded hook object; undefined for anything else. Default: a hook's numeric `id`. */
  hookIdOf?(raw: RawObject): number | undefined;
  /**
   * A text of the recording (a path, a header, a string in a body) with every other spelling of
   * a hook id in it (a uuid derived from it) made the spelling of `mapId`'s id. Default: none.
   */
  respellHookIds?(text: string, mapId: (id: number) => number): string;
}

/** The hook path of a row, given the owner, repo, org and hook id its parameters name. */
export function hookPathOf(
  row: RouteRow,
  owner: string,
  repo: string,
  org: string,
  id: string | undefined,
): HookPath {
  const hook = {
    ...(id !== undefined ? { id } : {}),
    ...(row.operation === 'test' ? { tests: true } : {}),
  };
  return row.scope === 'repo' ? { scope: 'repo', owner, repo, ...hook } : { scope: 'org', org, ...hook };
}

const learn = (map: Map<string, Learnt>, key: string, values: Learnt): void => {
  const old = map.get(key);
  map.set(key, {
    id: old?.id ?? values.id,
    full_name: old?.full_name ?? values.full_name,
    description: old?.description ?? values.description,
  });
};
/** Keeps the first id and names an answer showed of a repo (`owner/name`). */
export const learnRepo = (facts: OwnerFacts, key: string, values: Learnt) => learn(facts.repos, key, values);
/** Keeps the first id and names an answer showed of an org (its full path). */
export const learnOrg = (facts: OwnerFacts, key: string, values: Learnt) => learn(facts.orgs, key, values);

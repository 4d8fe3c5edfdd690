import { isJsonObject } from '../util/json-object.js';
import { isHookObject } from './normalize-values.js';
import type { RawObject, RecordingHints } from './recording-hints.js';

/** The objects of an answer that lists as a plain array, or answers one object: the default. */
export function arrayOrObject(response: unknown): RawObject[] {
  const list: unknown[] = Array.isArray(response) ? response : [response];
  return list.filter(isJsonObject);
}

/**
 * The objects of an answer that lists in pages of `{ values: [...] }` (with `page`, `size`,
 * `next`, or `start`, `limit`, `isLastPage` around them), or answers one object.
 */
export function valuesPage(response: unknown): RawObject[] {
  if (isJsonObject(response) && Array.isArray(response.values)) return response.values.filter(isJsonObject);
  return isJsonObject(response) ? [response] : [];
}

/** A hook object's numeric `id` (the default): the Gitea family's, GitHub's, GitLab's. */
export const numericHookId = (raw: RawObject): number | undefined =>
  typeof raw.id === 'number' && isHookObject(raw) ? raw.id : undefined;

/** The ids of the hooks one recorded answer shows, by the product's hints (defaults above). */
export function hookIdsOf(hints: RecordingHints, response: unknown): number[] {
  return hooksOf(hints, response).flatMap(({ id }) => (id === undefined ? [] : [id]));
}

/** The hook objects one recorded answer shows, each with its upstream id where it has one. */
export function hooksOf(
  hints: RecordingHints,
  response: unknown,
): { raw: RawObject; id: number | undefined }[] {
  const objects = (hints.hooksOfAnswer ?? arrayOrObject)(response);
  const idOf = hints.hookIdOf ?? numericHookId;
  return objects.map((raw) => ({ raw, id: idOf(raw) }));
}

/** A text with the product's spellings of hook ids (a uuid) made the mapped ids'; unchanged by default. */
export const respelled = (
  hints: RecordingHints | undefined,
  text: string,
  mapId: (id: number) => number,
): string => (hints?.respellHookIds ? hints.respellHookIds(text, mapId) : text);

/**
 * For a product that spells hook ids otherwise (`respellHookIds`: Bitbucket Cloud's uuid): binds
 * the recorded hooks of an answer to the answered ones, in order, as `id` fields are bound, and
 * returns how to read the answer's spellings back as the recorded ones; undefined for the rest.
 */
export function bindSpelledHooks(
  hints: RecordingHints,
  expected: unknown,
  actual: unknown,
  ids: { match(expected: number, actual: number): boolean; expectedFor(actual: number): number },
): ((text: string) => string) | undefined {
  if (!hints.respellHookIds) return undefined;
  const answered = hooksOf(hints, actual);
  hooksOf(hints, expected).forEach(({ id }, i) => {
    const other = answered[i]?.id;
    if (id !== undefined && other !== undefined) ids.match(id, other);
  });
  return (text) => respelled(hints, text, (id) => ids.expectedFor(id));
}

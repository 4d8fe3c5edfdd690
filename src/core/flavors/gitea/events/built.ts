import type { GiteaPayloadOf, Repository, User } from './payload-types.js';

/**
 * What a payload builder must return for an event (the shared builders of events/payloads/, which read it from the registry: flavors/catalog-types.ts): the Gitea and
 * Forgejo payload types merged into one, since one builder serves both products and reads their
 * differences from the payload dialect at run time. A key both products have is required, with
 * both value types merged the same way down the tree; a key only one product has is optional;
 * a `User` or `Repository` anywhere is either product's (so an event only one product has is
 * checked too); string enums (`action`, `state`) are checked as strings, the type the catalog
 * hands builders. Which product-only keys a delivery carries, and that one delivery does not mix
 * the products' objects, stays the strict schemas' check (test/events/payload-types.test.ts).
 */
export type BuiltPayload<E extends string> = Neutral<
  GiteaPayloadOf<E, 'gitea'>,
  GiteaPayloadOf<E, 'forgejo'>
>;

/** A repository object either product's builder may return (a fork's `parent`, for one). */
export type BuiltRepository = MergeObject<Repository<'gitea'>, Repository<'forgejo'>>;
/** A user object either product's builder may return. */
export type BuiltUser = MergeObject<User<'gitea'>, User<'forgejo'>>;

/** A product without the event leaves the other's type alone. */
export type Neutral<G, F> = [G] extends [never]
  ? Merge<F, F>
  : [F] extends [never]
    ? Merge<G, G>
    : Merge<G, F>;

export type Nullish = null | undefined;

export type Merge<G, F> = MergeValue<Exclude<G, Nullish>, Exclude<F, Nullish>> | Extract<G | F, Nullish>;

export type MergeValue<G, F> = [G, F] extends [readonly (infer GE)[], readonly (infer FE)[]]
  ? Merge<GE, FE>[]
  : [G, F] extends [string, string]
    ? string
    : [G, F] extends [object, object]
      ? Known<G, F>
      : G | F;

/** The objects every payload shares are either product's, wherever they appear. */
export type Known<G, F> = string extends keyof G
  ? G | F
  : 'clone_url' extends keyof G
    ? BuiltRepository
    : 'username' | 'login' extends keyof G
      ? BuiltUser
      : MergeObject<G, F>;

export type MergeObject<G, F> = Flat<
  { [K in keyof G as K extends keyof F ? K : never]: Merge<G[K], F[K & keyof F]> } & {
    [K in keyof G as K extends keyof F ? never : K]?: Merge<G[K], G[K]>;
  } & { [K in keyof F as K extends keyof G ? never : K]?: Merge<F[K], F[K]> }
>;

export type Flat<T> = { [K in keyof T]: T[K] };

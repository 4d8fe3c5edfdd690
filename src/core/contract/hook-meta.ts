import * as z from 'zod/mini';

/**
 * The `webhook.meta` a hook type's requester reads (JSON in the products' `meta` column). The
 * products' API never writes it (only their web forms do), so it comes from a scenario's
 * `hooks[].meta`. Field names and order follow the Go structs: G `services/webhook/matrix.go`
 * `MatrixMeta`, `discord.go` `DiscordMeta`, `packagist.go` `PackagistMeta`; F
 * `services/webhook/sourcehut/builds.go` `BuildsMeta`. Built on first use (start-up cost).
 */
const build = () => ({
  matrix: z.strictObject({
    homeserver_url: z.string(),
    room_id: z.string(),
    /** 1 = `m.notice`, 2 = `m.text`; anything else sends an empty `msgtype`. */
    message_type: z.int(),
  }),
  discord: z.strictObject({ username: z.string(), icon_url: z.string() }),
  packagist: z.strictObject({ username: z.string(), api_token: z.string(), package_url: z.string() }),
  sourcehut_builds: z.strictObject({
    manifest_path: z.string(),
    visibility: z.enum(['PUBLIC', 'UNLISTED', 'PRIVATE']),
    secrets: z.boolean(),
  }),
});

type Schemas = ReturnType<typeof build>;
let schemas: Schemas | undefined;

export type MetaType = keyof Schemas;
export type MatrixMeta = z.infer<Schemas['matrix']>;
export type DiscordMeta = z.infer<Schemas['discord']>;
export type PackagistMeta = z.infer<Schemas['packagist']>;
export type BuildsMeta = z.infer<Schemas['sourcehut_builds']>;

export const META_TYPES: readonly MetaType[] = ['matrix', 'discord', 'packagist', 'sourcehut_builds'];

export const isMetaType = (type: string): type is MetaType => META_TYPES.some((t) => t === type);

/** The zod schema of a type's meta. */
export function metaSchema<T extends MetaType>(type: T): Schemas[T] {
  schemas ??= build();
  return schemas[type];
}

/** The stored form: the struct's JSON in field order, as the product's `json.Marshal` writes it. */
export function encodeMeta(type: MetaType, meta: unknown): string {
  return JSON.stringify(z.parse(metaSchema(type), meta));
}

/** The stored meta decoded, or undefined when the hook has none (hooks created through the API). */
export function decodeMeta<T extends MetaType>(
  type: T,
  stored: string | undefined,
): z.infer<Schemas[T]> | undefined {
  if (!stored) return undefined;
  try {
    const parsed = z.safeParse(metaSchema(type), JSON.parse(stored));
    // zod's generic boundary: metaSchema(type) is Schemas[T], but TS cannot relate its output to T.
    return parsed.success ? (parsed.data as z.infer<Schemas[T]>) : undefined;
  } catch {
    return undefined;
  }
}

import * as z from 'zod/mini';
import '../zod-messages.js';

/**
 * A PEM public key as Web Crypto imports it (SPKI, `-----BEGIN PUBLIC KEY-----`): what
 * `openssl rsa -pubout` and node's `generateKeyPairSync('rsa', { publicKeyEncoding: { type:
 * 'spki', format: 'pem' } })` write.
 */
const SPKI_PEM = /^\s*-----BEGIN PUBLIC KEY-----\s+[A-Za-z0-9+/=\s]+-----END PUBLIC KEY-----\s*$/;

const positiveId = () => z.int().check(z.positive());

export const installationSchema = () =>
  z.strictObject({
    id: positiveId(),
    /** The login of the user or org the app is installed on. */
    account: z.string(),
    /** `owner/name` of the installed repositories: repositories of `account`. */
    repositories: z.optional(z.array(z.string().check(z.regex(/^[^/]+\/[^/]+$/, 'expected "owner/name"')))),
  });

/** A GitHub App of the `github` flavor (docs/guide/github.md, "GitHub Apps"). */
export const appSchema = () =>
  z.strictObject({
    id: positiveId(),
    slug: z
      .string()
      .check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a slug of lower-case letters, digits and "-"')),
    /** Where the app's deliveries go. */
    webhookUrl: z.string(),
    /** The secret the app's deliveries are signed with. */
    webhookSecret: z.string(),
    /** The app's public key (PEM, SPKI): JWTs must be RS256-signed with its private key. */
    publicKey: z.optional(
      z.string().check(z.regex(SPKI_PEM, 'expected a PEM public key (BEGIN PUBLIC KEY)')),
    ),
    /** The app's webhook id (default: the next of the hooks' id sequence, after the listed hooks). */
    hookId: z.optional(positiveId()),
    installations: z.optional(z.array(installationSchema())),
  });

export type ScenarioApp = z.infer<ReturnType<typeof appSchema>>;
export type ScenarioInstallation = z.infer<ReturnType<typeof installationSchema>>;

/**
 * The products' names as receivers spell them in their URLs (Jenkins' `/github-webhook/` aside,
 * a CI's `…/hooks/gitea`, `…/webhook/gitlab`): words the recorder keeps when it redacts a hook's
 * receiver URL (recording/redact-url.ts), since they name the sender and no secret. Gogs, the
 * Gitea family's ancestor, is one of them though hookmock serves no Gogs flavor.
 */
export const PRODUCT_WORDS: readonly string[] = ['gitea', 'forgejo', 'gogs', 'github', 'gitlab'];

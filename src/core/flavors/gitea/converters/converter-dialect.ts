/**
 * How each non-native hook type's body is built, per product (G `services/webhook/<type>.go`,
 * F `services/webhook/<type>/`). docs/deliveries.md has the field-by-field differences.
 */
export interface ConverterDialect {
  /** msteams: the legacy MessageCard (G) or an Adaptive Card (F). */
  readonly msteams: 'message-card' | 'adaptive-card';
  /** feishu: v2 with `timestamp` and `sign` (G) or v1 without either (F). */
  readonly feishu: 'v2-signed' | 'v1';
  /** dingtalk: the library's whole message with empty sections (G) or the action card alone (F). */
  readonly dingtalk: 'full-message' | 'action-card';
  /** discord: Go's struct with `wait`, `content`, `tts`, footer and fields (G) or without them (F). */
  readonly discord: 'full' | 'compact';
  /** slack: repository, branch and sender as links (G) or plain text and inline code (F). */
  readonly slack: 'linked' | 'plain';
  /**
   * telegram: repository, branch and sender as links (G) or plain, only the issue, PR, release
   * and commits linked (F `services/webhook/telegram.go` L113–142, `noneNameFormatter`).
   */
  readonly telegram: 'linked' | 'plain';
  /** packagist: the package URL on push only (G) or on every event (F). */
  readonly packagistUrl: 'push-only' | 'always';
  /** The name in "cannot create http request … meta json" for a meta-less hook. */
  readonly metaError: 'requester' | 'handler';
}

/** Gitea 1.26's converters (G `services/webhook/<type>.go`). */
export const GITEA_CONVERTERS: ConverterDialect = {
  msteams: 'message-card',
  feishu: 'v2-signed',
  dingtalk: 'full-message',
  discord: 'full',
  slack: 'linked',
  telegram: 'linked',
  packagistUrl: 'push-only',
  metaError: 'requester',
};

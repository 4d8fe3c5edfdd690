import { interpolatedUrl } from './hooks/hook-rules.js';
import type { HookRecord } from '../../state/database.js';
import type { HookExtras } from '../../contract/flavor.js';
import { gitlabMetaOf } from './meta.js';
import { renderCustomTemplate } from './custom-template.js';

/**
 * What a GitLab hook's own settings add to its request (`app/services/web_hook_service.rb`): the
 * URL with its URL variables put in (`interpolated_url`; the hook keeps the template), and its
 * custom headers, which go before the built-in ones and cannot replace them
 * (`build_custom_headers.merge(build_headers)`), and its `signing_token`, which signs the request
 * with the Standard Webhooks headers (flavors/gitlab/headers.ts), and its `custom_webhook_template`,
 * which is the body when it has one (`request_payload`, flavors/gitlab/custom-template.ts).
 */
export function gitlabHookExtras(hook: HookRecord): HookExtras {
  const meta = gitlabMetaOf(hook);
  const template = meta.custom_webhook_template ?? '';
  return {
    // A template no variable fills is refused on create and edit; if one slips through, as is.
    url: interpolatedUrl(hook.url, meta.url_variables) ?? hook.url,
    headers: { ...meta.custom_headers },
    ...(meta.signing_token ? { signingSecret: meta.signing_token } : {}),
    // An empty template is none (`custom_webhook_template.present?`).
    ...(template.trim() ? { payload: (payload) => renderCustomTemplate(template, payload) } : {}),
  };
}

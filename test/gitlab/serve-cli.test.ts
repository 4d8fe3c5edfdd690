// `hookmock serve --flavor gitlab`: its startup lines and /api/v4, where gitbeaker with
// `host` = the URL without /api/v4 lists hooks.
import { Gitlab } from '@gitbeaker/rest';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/server.js';

describe('gitlab flavor: the CLI', () => {
  it('serve --flavor gitlab prints its /api/v4 URL, and gitbeaker lists hooks there', async () => {
    const cli = runCli(['serve', '--flavor', 'gitlab', '--port', '0']);
    try {
      const [, url = ''] = await cli.waitForLine(
        /^hookmock listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v4)$/m,
      );
      const gitlab = new Gitlab({ host: url.replace(/\/api\/v4$/, ''), token: 'demo' });
      const hooks = await gitlab.ProjectHooks.all('acme/widgets');
      expect(hooks.map((h) => h.id)).toEqual([1, 2]);
      expect(cli.stdout()).toContain('flavor: gitlab');
    } finally {
      await cli.stop();
    }
  });
});

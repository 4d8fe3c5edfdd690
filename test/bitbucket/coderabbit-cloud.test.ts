/**
 * `@coderabbitai/bitbucket` 1.1's Cloud client (`createBitbucketCloudClient`, openapi-fetch over
 * the global fetch), unchanged, against the bitbucket flavor: in process (msw at its default base
 * `https://api.bitbucket.org/2.0`) and on `hookmock serve`. A repository hook created, listed,
 * got, replaced and deleted by its braced uuid; an unknown hook's 404 in Bitbucket's envelope.
 */
import { createBitbucketCloudClient } from '@coderabbitai/bitbucket/cloud';
import { describe, expect, it } from 'vitest';
import { TARGETS } from './support.js';

const path = { workspace: 'acme', repo_slug: 'widgets' };

/**
 * A request body for the hook routes: the client's typings (Atlassian's OpenAPI) declare none for
 * them, and the client sends the one it is given as JSON; `JSON.parse`'s `any` meets the typing.
 */
const asBody = (value: object): undefined => JSON.parse(JSON.stringify(value));

describe.each(TARGETS)(
  '@coderabbitai/bitbucket Cloud client against the bitbucket flavor (%s)',
  (_n, use) => {
    const target = use();
    const client = () =>
      createBitbucketCloudClient({
        baseUrl: target.api(),
        headers: { Accept: 'application/json', Authorization: 'Bearer demo' },
      });

    it('creates, lists, gets, replaces and deletes a repository hook', async () => {
      const bb = client();
      const created = await bb.POST('/repositories/{workspace}/{repo_slug}/hooks', {
        params: { path },
        body: asBody({
          description: 'CR',
          url: 'https://ci.example.test/cr',
          active: true,
          events: ['repo:push'],
        }),
      });
      expect(created.response.status).toBe(201);
      const uid = String(Object(created.data).uuid);
      expect(uid).toMatch(/^\{[0-9a-f-]{36}\}$/);

      const listed = await bb.GET('/repositories/{workspace}/{repo_slug}/hooks', { params: { path } });
      expect(listed.response.status).toBe(200);
      expect(listed.data?.values?.map((h) => h.uuid)).toContain(uid);

      const hook = { path: { ...path, uid } };
      const got = await bb.GET('/repositories/{workspace}/{repo_slug}/hooks/{uid}', { params: hook });
      expect(got.data).toMatchObject({ uuid: uid, url: 'https://ci.example.test/cr', description: 'CR' });

      const put = await bb.PUT('/repositories/{workspace}/{repo_slug}/hooks/{uid}', {
        params: hook,
        body: asBody({ url: 'https://ci.example.test/cr2', events: ['pullrequest:created'], active: false }),
      });
      expect(put.response.status).toBe(200);
      expect(put.data).toMatchObject({ url: 'https://ci.example.test/cr2', events: ['pullrequest:created'] });

      const deleted = await bb.DELETE('/repositories/{workspace}/{repo_slug}/hooks/{uid}', { params: hook });
      expect(deleted.response.status).toBe(204);

      const gone = await bb.GET('/repositories/{workspace}/{repo_slug}/hooks/{uid}', { params: hook });
      expect(gone.response.status).toBe(404);
      expect(gone.error).toMatchObject({ type: 'error', error: { message: expect.any(String) } });
    });
  },
);

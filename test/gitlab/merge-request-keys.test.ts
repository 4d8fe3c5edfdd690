/**
 * A Merge Request Hook's `object_attributes` carry the keys of
 * `Gitlab::HookData::MergeRequestBuilder::SAFE_HOOK_ATTRIBUTES`
 * (`lib/gitlab/hook_data/merge_request_builder.rb`) that webhook_events.md's example leaves out:
 * `merge_commit_sha` and `merge_user_id` (set once merged), `merge_when_pipeline_succeeds`,
 * `merge_params`, `merge_error`, `head_pipeline_id`, `time_estimate` and `updated_by_id`.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

const scenario = {
  users: [{ login: 'alice', token: 'demo' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [
    {
      repo: 'acme/widgets',
      active: true,
      events: ['merge_requests_events'],
      config: { url: 'https://receiver.example.test/hook' },
    },
  ],
} as Scenario;

/** The `object_attributes` of one merge request event with `action`. */
async function attributesOf(action: string): Promise<Record<string, unknown>> {
  const mock = createHookMock({ flavor: 'gitlab', scenario });
  const [d] = await mock.emit('merge_request' as never, { repo: 'acme/widgets', action: action as never });
  if (!d) throw new Error('no delivery');
  return (JSON.parse(d.body) as { object_attributes: Record<string, unknown> }).object_attributes;
}

const BUILDER_KEYS = [
  'merge_commit_sha',
  'merge_user_id',
  'merge_when_pipeline_succeeds',
  'merge_params',
  'merge_error',
  'head_pipeline_id',
  'time_estimate',
  'updated_by_id',
];

describe('Merge Request Hook object_attributes: MergeRequestBuilder keys', () => {
  it('an open merge request: every builder key, nothing merged yet', async () => {
    const attributes = await attributesOf('open');
    for (const key of BUILDER_KEYS) expect(attributes).toHaveProperty(key);
    expect(attributes).toMatchObject({
      merge_commit_sha: null,
      merge_user_id: null,
      merge_when_pipeline_succeeds: false,
      merge_params: { force_remove_source_branch: '1' },
      merge_error: null,
      head_pipeline_id: null,
      time_estimate: 0,
      updated_by_id: null,
    });
  });

  it('a merge: the merge commit and who merged it', async () => {
    const attributes = await attributesOf('merge');
    expect(attributes.merge_commit_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(attributes.merge_user_id).toBe(1);
  });

  it('an update: who updated it', async () => {
    expect((await attributesOf('update')).updated_by_id).toBe(1);
  });
});

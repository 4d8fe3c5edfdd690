/**
 * What `reset()` stores in the @mswjs/data database, record by record: deep copies of the loaded state
 * (a write into a live record's arrays or objects never reaches the next reset), each model's
 * fields in the order `db.<model>.create` gives them, and — when something besides the mock
 * listens to the @mswjs/data database (its cross-tab sync does in a browser) — a create event
 * for every record, as before the records were copied in bulk.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { internalsOf } from '../../src/core/state/database-internals.js';
import type { MswjsDatabase } from '../../src/core/state/mswjs-schema.js';

const SCENARIO: Scenario = {
  name: 'reset-records',
  users: [{ login: 'alice', token: 'tok', scopes: ['write:repository'] }],
  orgs: [{ name: 'acme', owners: ['alice'], members: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['alice'] }],
  hooks: [
    {
      repo: 'acme/widgets',
      events: ['push'],
      config: { url: 'https://a.example.test/', content_type: 'json' },
    },
    {
      org: 'acme',
      type: 'slack',
      events: ['push', 'issues'],
      config: { url: 'https://b.example.test/', content_type: 'json', channel: '#ci' },
    },
  ],
};

const MODELS = ['user', 'org', 'repo', 'hook'] as const;

describe('reset() records', () => {
  it('are copies: writes into a live record of mock.db never reach the next reset (@mswjs/data)', () => {
    const mock = createHookMock({ scenario: SCENARIO });
    const before = mock.snapshot();
    for (const hook of mock.db.hook.getAll()) {
      hook.events.push('release');
      hook.slack.channel = '#changed';
    }
    mock.db.user.getAll()[0]?.scopes.push('admin');
    for (const org of mock.db.org.getAll()) org.owners.push('mallory');
    for (const repo of mock.db.repo.getAll()) repo.readers.push('mallory');
    expect(mock.snapshot()).not.toEqual(before);
    mock.reset();
    expect(mock.snapshot()).toEqual(before);
    // And once more: the state reset restores was not the one written into either.
    mock.db.hook.getAll()[0]?.events.push('release');
    mock.reset();
    expect(mock.snapshot()).toEqual(before);
  });

  it('keep the field order db.<model>.create gives, symbol keys last', () => {
    const mock = createHookMock({ scenario: SCENARIO });
    mock.reset();
    const created = {
      user: mock.db.user.create({ id: 100, login: 'zed' }),
      org: mock.db.org.create({ id: 101, name: 'zorg' }),
      repo: mock.db.repo.create({ id: 102, owner: 'acme', name: 'zrepo' }),
      hook: mock.db.hook.create({ id: 103, url: 'https://z.example.test/' }),
    };
    for (const model of MODELS) {
      const keys = Reflect.ownKeys(created[model]).map(String);
      for (const record of mock.db[model].getAll()) expect(Reflect.ownKeys(record).map(String)).toEqual(keys);
    }
  });

  it('each reach a listener besides the mock as a create event, the state the same', () => {
    const quiet = createHookMock({ scenario: SCENARIO });
    const heard = createHookMock({ scenario: SCENARIO });
    const created: string[] = [];
    // What @mswjs/data's `sync` does in a browser: listen to the database's change events.
    const db: unknown = heard.db;
    internalsOf(db as MswjsDatabase).events.on('create', (_id, model, entity) =>
      created.push(`${model}:${entity.id}`),
    );
    heard.reset();
    quiet.reset();
    expect(created).toEqual(['user:1', 'org:2', 'repo:1', 'hook:1', 'hook:2']);
    expect(heard.snapshot()).toEqual(quiet.snapshot());
    for (const model of MODELS) expect(heard.db[model].getAll()).toEqual(quiet.db[model].getAll());
  });
});

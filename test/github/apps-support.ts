/**
 * Shared by the GitHub Apps tests: a key pair made once per file, the scenario with an app
 * installed on acme/widgets (not acme/gadgets), and quiet loggers for Octokit and @octokit/app.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Scenario } from '../../src/index.js';

/** An RSA key pair as GitHub hands an app's private key out and as the scenario takes the public one. */
export function keyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export const APP_ID = 4242;
export const INSTALLATION_ID = 77;
export const APP_SECRET = 'app-secret';

/** The mock's clock starts months before the real one: JWTs are corrected by the answers' `Date`. */
export function appScenario(publicKey: string): Scenario {
  return {
    name: 'github-app',
    clock: '2026-03-01T12:00:00Z',
    seed: 3,
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [
      { owner: 'acme', name: 'widgets', admins: ['alice'] },
      { owner: 'acme', name: 'gadgets', admins: ['alice'] },
    ],
    hooks: [
      {
        repo: 'acme/widgets',
        active: true,
        events: ['push', 'issues'],
        config: { url: 'https://ci.example.test/hook', content_type: 'json', secret: 'repo-secret' },
      },
    ],
    apps: [
      {
        id: APP_ID,
        slug: 'hookmock-test-app',
        webhookUrl: 'https://app.example.test/webhooks',
        webhookSecret: APP_SECRET,
        publicKey,
        installations: [{ id: INSTALLATION_ID, account: 'acme', repositories: ['acme/widgets'] }],
      },
    ],
  };
}

/** Octokit's and @octokit/app's logs: the tests read failures themselves. */
export const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * hookmock/verify — `verifySignature` alone, for a webhook receiver: Web Crypto only, no msw, no
 * faker and nothing else of the mock in its module graph (it loads in milliseconds; importing it
 * from `hookmock` loads the whole mock).
 * @module
 */
export { verifySignature } from '../core/events/verify-signature.js';

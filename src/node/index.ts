export { startServer, BODY_LIMIT } from './server.js';
export type { ServerOptions, RunningServer } from './server.js';
export { loadScenarioFile } from './load-scenario-file.js';
export { createFetchTransport, fetchTransport, DELIVERY_TIMEOUT_MS } from '../core/pings/fetch-transport.js';
export { DEFAULT_ALLOWED_HOSTS } from '../core/pings/allowed-hosts.js';

export { startServer, BODY_LIMIT } from './server.js';
export type { ServerOptions, RunningServer } from './server.js';
export { DEFAULT_TIMEOUTS } from './server-settings.js';
export type { ServerTimeouts } from './server-settings.js';
export { loadScenarioFile } from './load-scenario-file.js';
export {
  createFetchTransport,
  fetchTransport,
  DELIVERY_TIMEOUT_MS,
} from '../core/delivery/fetch-transport.js';
export { DEFAULT_ALLOWED_HOSTS } from '../core/delivery/allowed-hosts.js';
export { startRecorder } from './record/recorder.js';
export type { Recorder, RecorderOptions } from './record/recorder.js';
export { replayScenario, transcript } from './record/replay-file.js';
export type { ReplayOptions } from './record/replay-file.js';
export { runDemo, loadDemo, listDemos } from './record/demo.js';
export { toRecordedScenario } from '../core/recording/to-scenario.js';
export type { Exchange, Step } from '../core/recording/exchange.js';

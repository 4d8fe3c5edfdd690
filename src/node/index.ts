/**
 * hookmock/node — the standalone server, scenario files from disk, and record and replay.
 * @module
 */
export { startServer, BODY_LIMIT } from './server.js';
export type { ServerOptions, RunningServer } from './server.js';
export type { ServerMock, ServerMock as HookMockServer } from '../core/mock-facade.js';
export { DEFAULT_TIMEOUTS } from './server-settings.js';
export type { ServerTimeouts } from './server-settings.js';
export { loadScenarioFile } from './load-scenario-file.js';
export { createFetchTransport } from '../core/delivery/fetch-transport.js';
export { startRecorder } from './record/recorder.js';
export type { Recorder, RecorderOptions } from './record/recorder.js';
export { replayScenario, transcript, unmappedTokens } from './record/replay-file.js';
export type { ReplayOptions } from './record/replay-file.js';
export type { StepResult } from '../core/recording/replay.js';
export type { Mismatch } from '../core/recording/compare.js';
export { toRecordedScenario } from '../core/recording/to-scenario.js';
export type { RecordingOptions } from '../core/recording/to-scenario.js';
export type { Exchange, Step } from '../core/recording/exchange.js';
export { GOLDEN_SECRET, goldenDelivery, goldenDeliveryNames } from './golden-deliveries.js';
export type { GoldenDelivery } from './golden-deliveries.js';

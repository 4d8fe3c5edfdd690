import { Engine } from './engine.js';
import type { EnginePorts } from './engine.js';
import type { Backend } from './state/backend.js';
import { plainBackend } from './state/backend.js';
import type { HookMock, HookMockOptions } from './types.js';

/** A mock without msw handlers or an @mswjs/data database: what the standalone server runs. */
export type ServerMock = Omit<HookMock, 'handlers' | 'db'>;

/** The public face of an engine (shared by createHookMock and the standalone server). */
export function facadeOf(engine: Engine): ServerMock {
  return {
    pings: engine.pings,
    deliveries: engine.events.deliveries,
    emit: (event, options) => engine.events.emit(event, options),
    simulate: engine.events.simulate,
    requests: engine.journal,
    faults: engine.faults,
    reset: () => engine.reset(),
    load: (scenario) => engine.load(scenario),
    snapshot: () => engine.snapshot(),
    handle: (request) => engine.handle(request),
    owns: (pathname) => engine.owns(pathname),
    flavor: engine.flavor.name,
    basePath: engine.basePath,
    origin: engine.origin,
  };
}

/**
 * The same mock over plain Maps: nothing of msw or @mswjs/data is loaded, so a server starts
 * fast and small. `source` names the scenario in load errors (e.g. its file path); `ports` are
 * what the server adds (its session registry).
 */
export function createServerMock(
  options: HookMockOptions = {},
  source?: string,
  backend: Backend = plainBackend(),
  ports: EnginePorts = {},
): ServerMock {
  return facadeOf(new Engine(options, backend, source, ports));
}

import { noContent } from '../../http/respond.js';
import { controlRoute } from '../route.js';

/** `GET /__hookmock/state` (paged, with an ETag) and `POST /__hookmock/reset`. */
export const STATE_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/state',
    doc: 'the current state as a scenario object (same as `snapshot()`)',
    handler: (mock, request) => mock.statePages.answer(request, mock),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/reset',
    doc: "back to the loaded scenario's initial state; 204",
    handler: (mock) => {
      mock.reset();
      return noContent();
    },
  }),
];

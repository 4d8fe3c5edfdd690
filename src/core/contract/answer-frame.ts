import type { CoreRequest, CoreResponse } from '../http/core-request.js';

/** What a frame reads of the mock around the API: where it answers, and its clock. */
export interface FrameScene {
  /** The API's base path (`/api/v3`, or '' at an origin's root). */
  readonly basePath: string;
  /** The mock's clock, as an ISO time. */
  now(): string;
  /** A new number for each answer of this mock (from 1 after every reset): ids unique per answer. */
  answerNumber(): number;
}

/**
 * What a product puts around every answer of its API, whatever the route (GitHub's: an
 * unsupported `X-GitHub-Api-Version` refused before routing, its request id, rate-limit and cache
 * headers on what comes out; flavors/github/frame.ts). `answer` makes the route's own answer.
 */
export interface AnswerFrame {
  around(
    request: CoreRequest,
    scene: FrameScene,
    answer: () => CoreResponse | Promise<CoreResponse>,
  ): CoreResponse | Promise<CoreResponse>;
}

/**
 * A request that ends in an error answer. Checks throw it; the router turns it into the flavor's
 * error body. `notFound` errors use the flavor's 404 shape, the others `{message,url}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: {
      notFound?: boolean;
      errors?: string[];
      reason?: string;
      /** A 422's field errors, in the flavor's error body (GitHub's `errors[]`). */
      fieldErrors?: readonly object[];
      /**
       * The whole body, as the product words it (GitLab answers `{"error": …}` from Grape's
       * `error!` and `{"message": …}` from its own helpers, so the message alone cannot say which).
       */
      body?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(message);
  }

  /** A 404 in the flavor's shape; `message` undefined means the flavor's default text. */
  static notFound(message?: string, errors?: string[]): ApiError {
    const error = new ApiError(404, message ?? '', { notFound: true, ...(errors ? { errors } : {}) });
    error.defaultMessage = message === undefined;
    return error;
  }

  /**
   * A 404 with a reason: Gitea puts the reason in `message`, Forgejo keeps its default message
   * and lists the reason in `errors` (the flavor decides, `Flavor.notFoundReason`).
   */
  static notFoundBecause(reason: string): ApiError {
    return new ApiError(404, reason, { notFound: true, reason });
  }

  defaultMessage = false;
}

export const unprocessable = (message: string) => new ApiError(422, message);

import { messages } from "@platform/domain";

/**
 * The one catalogue of error codes. A use case throws a code (through the factories below); the
 * error handler is the only place that knows which HTTP status a code answers with.
 */
export const errorStatus = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  csrfMismatch: 419,
  unsupportedMediaType: 415,
  invalid: 422,
  tooManyRequests: 429,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ForbiddenReason =
  | "2fa.setup"
  | "2fa.verify"
  | "passwordExpired"
  | "microsoftTokenExpired";

export interface ErrorDetails {
  errors?: Record<string, string[]>;
  reason?: ForbiddenReason;
  retryAfter?: number;
}

/**
 * The one typed error of the application. Services throw it; the error handler maps its code to
 * a status and `{message, errors?, reason?}`, so no route formats errors itself.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  /** The HTTP status of the code, from the catalogue. */
  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string) => new AppError("badRequest", message);
export const unauthenticated = (message: string = messages.unauthenticated) =>
  new AppError("unauthenticated", message);
export const forbidden = (message: string = messages.noPermission, reason?: ForbiddenReason) =>
  new AppError("forbidden", message, { reason });
export const notFound = (message: string = messages.notFound) => new AppError("notFound", message);
export const conflict = (message: string) => new AppError("conflict", message);
/** The thing existed but is over for good (a used or withdrawn link). */
export const gone = (message: string) => new AppError("gone", message);
/** A body of a content type the route does not read (a JSON route sent text or a file). */
export const unsupportedMediaType = () =>
  new AppError("unsupportedMediaType", messages.unsupportedContentType);
export const csrfMismatch = () => new AppError("csrfMismatch", messages.csrfMismatch);
export const tooManyRequests = (retryAfter?: number) =>
  new AppError("tooManyRequests", messages.tooManyRequests, { retryAfter });

/** A 422 with one or more field messages, in the spec's wording. */
export function invalid(errors: Record<string, string[] | string>, message?: string): AppError {
  const normalised = Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
  );
  const first = Object.values(normalised)[0]?.[0];
  return new AppError("invalid", message ?? first ?? messages.correctErrors, {
    errors: normalised,
  });
}

/** A 422 on the whole request rather than on one field. */
export const unprocessable = (message: string) => new AppError("invalid", message);

import { messages } from "@platform/domain";

export type ForbiddenReason =
  | "2fa.setup"
  | "2fa.verify"
  | "passwordExpired"
  | "microsoftTokenExpired";

/**
 * The one typed error of the application. Services throw it; the error handler maps it to
 * `{message, errors?, reason?}` with its status, so no route formats errors itself.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      errors?: Record<string, string[]>;
      reason?: ForbiddenReason;
      retryAfter?: number;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, messages.unauthenticated);
export const forbidden = (message: string = messages.noPermission, reason?: ForbiddenReason) =>
  new AppError(403, message, { reason });
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const csrfMismatch = () => new AppError(419, messages.csrfMismatch);
export const tooManyRequests = () => new AppError(429, messages.tooManyRequests);

/** A 422 with one or more field messages, in the spec's wording. */
export function invalid(errors: Record<string, string[] | string>, message?: string): AppError {
  const normalised = Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
  );
  const first = Object.values(normalised)[0]?.[0];
  return new AppError(422, message ?? first ?? messages.correctErrors, { errors: normalised });
}

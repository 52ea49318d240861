import { messages } from "@platform/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, errorStatus } from "./errors.ts";

/** One zod issue as fastify-type-provider-zod reports it: the code is the keyword. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const field = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  return field || context || "body";
}

/** 422 field errors keyed by dotted path; each unknown key is reported on its own field. */
function fieldErrors(issues: ValidationIssue[], context: string | undefined) {
  // No prototype: a field named "constructor" or "toString" is a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    if (issue.keyword === "unrecognized_keys" && issue.params?.keys) {
      const prefix = issue.instancePath && issue.instancePath !== "/" ? `${field}.` : "";
      for (const key of issue.params.keys) add(`${prefix}${key}`, "This field is not allowed");
    } else {
      add(field, issue.message ?? messages.required);
    }
  }
  return errors;
}

/** Maps every failure to the JSON shapes of ARCHITECTURE.md; nothing leaks a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // The one place an error code becomes an HTTP status.
      if (error.code === "tooManyRequests")
        reply.header("retry-after", String(error.details.retryAfter ?? 60));
      return reply.status(errorStatus[error.code]).send({
        message: error.message,
        ...(error.details.errors ? { errors: error.details.errors } : {}),
        ...(error.details.reason ? { reason: error.details.reason } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ValidationIssue[], error.validationContext);
      return reply.status(422).send({ message: messages.correctErrors, errors });
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.status(400).send({ message: "The request body is not valid JSON." });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.status(413).send({ message: "The request body is too large." });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply.status(415).send({ message: messages.unsupportedContentType });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: messages.unknownError });
    }
    return reply.status(status).send({ message: error.message });
  });
}

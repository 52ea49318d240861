/**
 * The parts of @platform/domain the web app uses, imported module by module so the bundle
 * leaves out what only the server needs (rating engine, phone metadata, decimal maths). Zod
 * schemas and formatting are imported from their modules where used, in lazily loaded pages.
 */
export type * from "@platform/domain/api-types";
export * from "@platform/domain/enums";
export { messages } from "@platform/domain/messages";
export { passwordProblems, passwordRules } from "@platform/domain/password";
export * from "@platform/domain/permissions";
export type * from "@platform/domain/schemas/auth";
export type * from "@platform/domain/schemas/auth-views";
export type * from "@platform/domain/schemas/company-views";
export type { TPageMeta } from "@platform/domain/schemas/paging";
export type * from "@platform/domain/schemas/system-console";

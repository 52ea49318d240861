/** Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from "../../modules/companies/tables.ts";
export * from "../../modules/notifications/tables.ts";
export * from "../../modules/users/tables.ts";
export * from "../audit/tables.ts";
export * from "../session/tables.ts";

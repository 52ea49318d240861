/** Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations. */

export * from "../../modules/account-security/tables.ts";
export * from "../../modules/binding-agreements/tables.ts";
export * from "../../modules/clauses/tables.ts";
export * from "../../modules/companies/tables.ts";
export * from "../../modules/company-tags/tables.ts";
export * from "../../modules/datasets/tables.ts";
export * from "../../modules/files/tables.ts";
export * from "../../modules/invitations/tables.ts";
export * from "../../modules/microsoft/tables.ts";
export * from "../../modules/notifications/tables.ts";
export * from "../../modules/password-lifecycle/tables.ts";
export * from "../../modules/product-designer/tables.ts";
export * from "../../modules/product-packages/tables.ts";
export * from "../../modules/products/tables.ts";
export * from "../../modules/rating/tables.ts";
export * from "../../modules/risk-codes/tables.ts";
export * from "../../modules/syndicates/tables.ts";
export * from "../../modules/temporary-users/tables.ts";
export * from "../../modules/two-factor/tables.ts";
export * from "../../modules/users/tables.ts";
export * from "../audit/tables.ts";
export * from "../mail/tables.ts";
export * from "../rate-limit/tables.ts";
export * from "../session/tables.ts";

export * from "./api-types.ts";
export * from "./enums.ts";
export * from "./messages.ts";
export * from "./password.ts";
export * from "./permissions.ts";
export * from "./schemas/auth.ts";
export * from "./rating/index.ts";

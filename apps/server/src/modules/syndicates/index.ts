/** Syndicates: the public API other modules use. */

export { presentSyndicate } from "./present.ts";
export { syndicateRoutes } from "./routes.ts";

/** Bordereaux for binding agreements: the routes. */
export { bordereauRoutes } from "./routes.ts";

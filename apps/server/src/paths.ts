import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/server/. This file sits one level below it in src/, and so does the compiled bundle in
 * dist/ (which inlines it), so the same URL finds it in both; files the server reads at run time
 * are resolved from here, never from a module's own location.
 */
export const serverRoot = fileURLToPath(new URL("..", import.meta.url));

export const serverPaths = {
  migrations: join(serverRoot, "drizzle"),
  commonPasswords: join(serverRoot, "src/modules/password-lifecycle/common-passwords.txt"),
  webDist: join(serverRoot, "../web/dist"),
};

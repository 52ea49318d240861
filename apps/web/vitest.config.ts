import { defineConfig } from "vitest/config";

/**
 * Unit tests of the web app's logic (base query, portal host, helpers). Run with
 * `npx vitest run --config apps/web/vitest.config.ts` until the root config lists a `web` project.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "web",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});

import { defineConfig } from "vitest/config";

/**
 * Unit tests of the web app's logic (base query, portal host, helpers): the `web` project of
 * the root Vitest config (`npx vitest run --project web`).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "web",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});

import { defineConfig } from "vitest/config";

/**
 * Unit tests of the web app's logic (base query, portal host, helpers) and of its components
 * and hooks (`*.test.tsx`, each mounted in happy-dom by its `@vitest-environment` line): the `web` project of the root Vitest config
 * (`npx vitest run --project web`).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
  },
});

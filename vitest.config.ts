import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one template database per run; each test file starts from a copy of it.
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          // PGlite instances are memory-hungry; two workers fit the 2-core machine.
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
    ],
  },
});

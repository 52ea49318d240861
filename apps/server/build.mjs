#!/usr/bin/env node
/**
 * Compiles the server to one ES module, dist/main.js (and its worker threads' files beside it:
 * the bordereau's CSV and template rendering),
 * so `npm start` runs plain JavaScript.
 * Our own code and @platform/domain (TypeScript sources) are bundled; npm packages stay
 * external and load from node_modules as usual. dist/ sits one level below apps/server like
 * src/, so src/paths.ts resolves the migrations, the password list and the web app the same way.
 */
import { rmSync } from "node:fs";
import { build } from "esbuild";

const outdir = new URL("./dist/", import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

const started = performance.now();
await build({
  // Worker threads load their own file: the bordereau's CSV (csv-workers.ts) and template
  // rendering (rendering/in-workers.ts).
  entryPoints: {
    main: new URL("./src/main.ts", import.meta.url).pathname,
    "move-files": new URL("./src/move-files.ts", import.meta.url).pathname,
    "bordereau-csv-worker": new URL("./src/modules/bordereaux/csv-worker.ts", import.meta.url)
      .pathname,
    "render-worker": new URL("./src/modules/rendering/render-worker.ts", import.meta.url).pathname,
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  plugins: [
    {
      name: "npm-packages-external",
      setup(build) {
        // Bare imports are npm packages, except our workspace packages, which are TypeScript.
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@platform/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server compiled to dist/main.js in ${Math.round(performance.now() - started)} ms`);

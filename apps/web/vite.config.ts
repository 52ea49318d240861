import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, loadEnv, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build; the server sends them as they are, so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "slipway:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/** Mantine's `useId`, replaced by src/ui/mantine/useId.ts (why there). */
function mantineUseId(): Plugin {
  const replacement = join(import.meta.dirname, "src/ui/mantine/useId.ts");
  return {
    name: "slipway:mantine-use-id",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./use-id/use-id.mjs" && importer?.includes("@mantine/hooks")) {
        return replacement;
      }
      return null;
    },
  };
}

/**
 * The first pages people land on, by path, with the modules their lazy routes load
 * (app/router.tsx, app/routes/). Signed-in pages also wait for the signed-in header.
 */
const FIRST_PAGES: Record<string, string[]> = {
  "/login": ["src/app/pages/LoginRoute.tsx"],
  "/": ["src/app/pages/HomePage.tsx", "src/app/shell/SignedInShell.tsx"],
  "/company/products": [
    "src/features/products/pages/ProductsPage.tsx",
    "src/app/shell/SignedInShell.tsx",
  ],
};

/** First pages rendered to HTML at build time (src/prerender.tsx): the signed-out ones. */
const PRERENDERED = ["/login"];

/**
 * Renders `paths` with src/prerender.tsx through a Vite server in SSR mode (the same sources,
 * CSS module names and `import.meta.env` as the build), returning each page's `#root` markup.
 */
async function prerenderPages(root: string, mode: string, paths: string[]) {
  const server = await createServer({
    root,
    mode,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerender } = (await server.ssrLoadModule("/src/prerender.tsx")) as {
      prerender: (path: string) => Promise<string>;
    };
    const pages: Record<string, string> = {};
    for (const path of paths) pages[path] = await prerender(path);
    return pages;
  } finally {
    await server.close();
  }
}

/**
 * Writes `preload.json`: for each first page, the chunks (and their static imports, and CSS)
 * its lazy route needs, and for the signed-out ones (PRERENDERED) the page's markup. The server
 * adds the chunks to that page's HTML as `modulepreload` links, so the browser fetches them
 * beside the entry chunk instead of after it has run, and puts the markup in `#root`, so the
 * page paints from HTML and CSS before any script has run.
 */
function firstPagePreloads(): Plugin {
  let root = "";
  let mode = "production";
  return {
    name: "slipway:first-page-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const markup = await prerenderPages(root, mode, PRERENDERED);
      const preloads: Record<string, { scripts: string[]; styles: string[]; root?: string }> = {};
      for (const [path, modules] of Object.entries(FIRST_PAGES)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (scripts.has(fileName) || inEntry.has(fileName)) return;
          const chunk = byFile.get(fileName);
          if (!chunk) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of modules) {
          const chunk = byModule.get(join(root, module));
          if (!chunk) throw new Error(`first-page preloads: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        preloads[path] = {
          scripts: [...scripts].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
          root: markup[path],
        };
      }
      this.emitFile({
        type: "asset",
        fileName: "preload.json",
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}

/**
 * The API server serves the built app and the API on one port (default 3000). In development
 * Vite proxies `/api` and `/socket.io` there; `VITE_API_ORIGIN` points the app elsewhere.
 * Production builds carry no source maps (`SOURCEMAP=true` writes hidden ones for debugging;
 * the server never serves `.map` files).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const target = env.DEV_API_TARGET ?? "http://localhost:3000";
  return {
    plugins: [mantineUseId(), react(), firstPagePreloads(), precompress()],
    // react-router's package exports only its development build (dev warnings and checks on
    // every navigation); builds take the production build it ships beside it.
    resolve:
      mode === "production"
        ? {
            alias: [
              {
                find: /^react-router$/,
                replacement: join(
                  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
                  "dist/production/index.mjs",
                ),
              },
            ],
          }
        : undefined,
    server: {
      port: 5173,
      proxy: {
        "/api": { target, changeOrigin: false },
        "/socket.io": { target, ws: true, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        "/api": { target, changeOrigin: false },
        "/socket.io": { target, ws: true, changeOrigin: false },
      },
    },
    build: {
      sourcemap: env.SOURCEMAP === "true" ? "hidden" : false,
      chunkSizeWarningLimit: 900,
      rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
    },
  };
});

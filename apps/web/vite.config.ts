import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";

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
    plugins: [react(), precompress()],
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
    },
  };
});

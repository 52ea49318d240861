import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

/**
 * The API server serves the built app and the API on one port (default 3000). In development
 * Vite proxies `/api` and `/socket.io` there; `VITE_API_ORIGIN` points the app elsewhere.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const target = env.DEV_API_TARGET ?? "http://localhost:3000";
  return {
    plugins: [react()],
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
      sourcemap: true,
      chunkSizeWarningLimit: 900,
    },
  };
});

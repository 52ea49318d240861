import { handleFromHost } from "@platform/domain";
import { type Config, isLoopbackHost } from "../../config.ts";

/**
 * Whether a browser `Origin` is one of the app's own: the configured app URL, an extra web
 * origin (WEB_ORIGIN), or a company portal (SPEC §1: `{handle}.{base host}`, the scheme and port
 * of the app URL), the hosts the web app is served on.
 */
export function isAppOrigin(
  origin: string,
  config: Pick<Config, "appUrl" | "webOrigins" | "baseHost" | "environmentLabels">,
) {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (url.origin === config.appUrl || config.webOrigins.includes(url.origin)) return true;
  const app = new URL(config.appUrl);
  // On a developer's machine (the app URL on loopback) the Vite dev server proxies from its own
  // port: any loopback origin is the developer's own.
  if (isLoopbackHost(app.hostname) && isLoopbackHost(url.hostname)) return true;
  if (url.protocol !== app.protocol || url.port !== app.port) return false;
  return (
    handleFromHost(url.hostname, {
      baseHost: config.baseHost,
      environmentLabels: config.environmentLabels,
    }) !== null
  );
}

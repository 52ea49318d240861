/**
 * Company portals live on subdomains named by the company handle (SPEC §1, §2): the handle is
 * the first dot-separated label of the host name, unless that label is the main site's name or
 * an environment label such as `uat`.
 */
const reservedLabels = new Set(["www", "uat", "app", "staging", "localhost"]);
const baseHostName = import.meta.env.VITE_BASE_HOST_NAME?.toLowerCase();
if (baseHostName) reservedLabels.add(baseHostName);

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.includes(":");

export function portalHandleFromHost(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (isIpAddress(host)) return null;
  const labels = host.split(".");
  const first = labels[0] ?? "";
  const minimumLabels = labels.at(-1) === "localhost" ? 2 : 3;
  if (labels.length < minimumLabels || reservedLabels.has(first)) return null;
  return first;
}

/** Null when there is no browser (the build prerenders the main site's signed-out pages). */
export const currentPortalHandle = (): string | null =>
  typeof window === "undefined" ? null : portalHandleFromHost(window.location.hostname);

/** What the server says about portals (`GET /api/portal`), once it has answered. */
const serverPortal: { baseHost: string | null; shared: boolean } = {
  baseHost: null,
  shared: false,
};

/** Called with the `/api/portal` answer: its base host, and whether sessions span portals. */
export function rememberPortalSettings(baseHost: string, cookieDomain: string | null | undefined) {
  serverPortal.baseHost = baseHost;
  serverPortal.shared = Boolean(cookieDomain);
}

/** The root URL of a company's portal, e.g. `https://acme.example.com/`. */
export function portalUrl(handle: string): string {
  const { protocol, hostname, port } = window.location;
  const baseHost =
    serverPortal.baseHost ??
    (currentPortalHandle() ? hostname.split(".").slice(1).join(".") : hostname);
  return `${protocol}//${handle}.${baseHost}${port ? `:${port}` : ""}/`;
}

/**
 * Where to go after choosing a company: `path` (home by default) on its portal when portals
 * share the session (the server has a cookie domain, or the build says so), else on this site.
 */
export function companyHomeUrl(handle: string | null | undefined, path = "/"): string {
  const portalsOn = serverPortal.shared || import.meta.env.VITE_PORTAL_SUBDOMAINS === "true";
  return handle && portalsOn ? `${portalUrl(handle)}${path.replace(/^\//, "")}` : path;
}

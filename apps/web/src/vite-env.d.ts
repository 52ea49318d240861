/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin, e.g. `https://api.example.com`. */
  readonly VITE_API_ORIGIN?: string;
  /** Host name of the main site (first label), never a company handle, e.g. `app`. */
  readonly VITE_BASE_HOST_NAME?: string;
  /** Domain for shared cookies across company portals, e.g. `.example.com`. */
  readonly VITE_COOKIE_DOMAIN?: string;
  /** `true` when each company portal is served on its own subdomain. */
  readonly VITE_PORTAL_SUBDOMAINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Where the API lives. `VITE_API_ORIGIN` (e.g. `https://api.example.com`) when the API is on
 * another origin; by default the app and the API share one origin.
 */
const origin = (import.meta.env.VITE_API_ORIGIN ?? "").replace(/\/+$/, "");

export const apiOrigin: string = origin;
export const apiBaseUrl = `${origin}/api`;

/** Absolute URL of an API path such as `/companies/1/file-versions/2`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

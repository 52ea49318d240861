import { messages } from "../domain.ts";
import { apiUrl } from "./config.ts";
import { readCookie } from "./cookies.ts";

/** SPEC §9: how long an object URL lives after a download starts. */
export const DOWNLOAD_CLEANUP_MS = 500;

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * The one download helper (SPEC §7): GET by default or another method with credentials; a
 * non-GET sends the anti-forgery token from its cookie; a non-OK reply reads `message` from the
 * JSON body (else `Failed to download file`); text content answers text, anything else a blob.
 */
export async function fetchFile(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<{ blob: Blob; text: null } | { blob: null; text: string }> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "*/*" };
  if (method !== "GET") {
    const token = readCookie("XSRF-TOKEN");
    if (token) headers["X-XSRF-TOKEN"] = token;
  }
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      credentials: "include",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new DownloadError(messages.failedToDownload, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      errors?: Record<string, string[]>;
    } | null;
    throw new DownloadError(
      body?.message ?? messages.failedToDownload,
      response.status,
      body?.errors,
    );
  }
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/")) return { blob: null, text: await response.text() };
  return { blob: await response.blob(), text: null };
}

/** Saves a blob under a name, revoking its object URL after 500 ms. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    link.remove();
  }, DOWNLOAD_CLEANUP_MS);
}

/** Downloads an API file under a name (empty data counts as a failure). */
export async function downloadFile(path: string, name: string) {
  const { blob, text } = await fetchFile(path);
  const data = blob ?? new Blob([text ?? ""], { type: "text/plain" });
  if (data.size === 0) throw new DownloadError(messages.failedToDownload, 200);
  saveBlob(data, name);
}

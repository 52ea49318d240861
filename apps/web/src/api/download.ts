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
  options: {
    method?: string;
    body?: unknown;
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
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
  if (options.onProgress && response.body) {
    const blob = await readWithProgress(response, type, options.onProgress);
    return type.startsWith("text/")
      ? { blob: null, text: await blob.text() }
      : { blob, text: null };
  }
  if (type.startsWith("text/")) return { blob: null, text: await response.text() };
  return { blob: await response.blob(), text: null };
}

/** Bytes received so far, and the whole size when the server sent one (streamed exports do not). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Reads a body chunk by chunk, telling `onProgress` at most every 200 ms and at the end. */
async function readWithProgress(
  response: Response,
  type: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const total = Number(response.headers.get("content-length")) || null;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  let told = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      const now = Date.now();
      if (now - told >= 200) {
        told = now;
        onProgress({ received, total });
      }
    }
  } catch {
    throw new DownloadError(messages.failedToDownload, 0);
  }
  onProgress({ received, total });
  return new Blob(parts as BlobPart[], { type });
}

/** "12.3 MB" for a progress line. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
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

/** Downloads an API file under a name (empty data counts as a failure), telling the progress. */
export async function downloadFile(
  path: string,
  name: string,
  onProgress?: (progress: DownloadProgress) => void,
) {
  const { blob, text } = await fetchFile(path, { onProgress });
  const data = blob ?? new Blob([text ?? ""], { type: "text/plain" });
  if (data.size === 0) throw new DownloadError(messages.failedToDownload, 200);
  saveBlob(data, name);
}

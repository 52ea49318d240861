import { refreshCsrfCookie } from "../../../api/baseQuery.ts";
import { apiUrl } from "../../../api/config.ts";
import { readCookie } from "../../../api/cookies.ts";
import { messages } from "../../../domain.ts";

export interface UploadFailure {
  message: string;
}

/**
 * Sends a file as the raw body (its own content type) with XMLHttpRequest, the one browser API
 * that reports upload progress; the XSRF header as every change sends it. Resolves with the
 * JSON answer, or rejects with the server's field message (`errors.file`), else its message.
 */
export async function uploadWithProgress<T>(
  path: string,
  file: File,
  type: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  if (!readCookie("XSRF-TOKEN")) await refreshCsrfCookie();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(path));
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", type);
    request.setRequestHeader("Accept", "application/json");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf) request.setRequestHeader("X-XSRF-TOKEN", xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject({ message: messages.failedToUpload } satisfies UploadFailure);
    request.onload = () => {
      let body: { message?: string; errors?: Record<string, string[]> } | null = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else {
        const message = body?.errors?.file?.[0] ?? body?.errors?.name?.[0] ?? body?.message;
        reject({ message: message ?? messages.failedToUpload } satisfies UploadFailure);
      }
    };
    request.send(file);
  });
}

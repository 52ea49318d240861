/** SPEC §5 upload rules as the browser checks them first (the server checks again). */
export const MAX_FILE_MB = 20;

/** SPEC §3 attachment types by extension, for files the browser gives no type. */
const typeByExtension: Record<string, string> = {
  png: "image/png",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  mp4: "video/mp4",
  zip: "application/zip",
  rar: "application/vnd.rar",
  "7z": "application/x-7z-compressed",
  csv: "text/csv",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  exe: "application/vnd.microsoft.portable-executable",
  txt: "text/plain",
  json: "application/json",
  eml: "message/rfc822",
};

export const attachmentAccept = Object.keys(typeByExtension)
  .map((ext) => `.${ext}`)
  .join(",");

/** The content type an upload is sent with: the browser's, else the extension's. */
export function uploadType(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  return typeByExtension[ext] ?? "application/octet-stream";
}

/** Types shown inline: the server sends these with an inline disposition. */
export const previewKind = (mimeType: string): "pdf" | "image" | "text" | null =>
  mimeType === "application/pdf"
    ? "pdf"
    : ["image/png", "image/gif", "image/jpeg", "image/webp", "image/avif"].includes(mimeType)
      ? "image"
      : mimeType === "text/plain" || mimeType === "text/csv" || mimeType === "application/json"
        ? "text"
        : null;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

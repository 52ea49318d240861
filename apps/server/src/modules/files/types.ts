/** SPEC §3 attachment types, by MIME type, with the extension each is known by. */
export const allowedFileTypes: Record<string, string> = {
  "image/png": "png",
  "image/gif": "gif",
  "image/jpeg": "jpeg",
  "image/svg+xml": "svg",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heif": "heif",
  "video/mp4": "mp4",
  "application/zip": "zip",
  "application/vnd.rar": "rar",
  "application/x-7z-compressed": "7z",
  "text/csv": "csv",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.microsoft.portable-executable": "exe",
  "text/plain": "txt",
  "application/json": "json",
  "message/rfc822": "eml",
};

export const imageTypes = Object.keys(allowedFileTypes).filter((type) => type.startsWith("image/"));

/** Types a browser may show inline; everything else downloads (SVG can carry script). */
export const inlineSafeTypes = new Set([
  "image/png",
  "image/gif",
  "image/jpeg",
  "image/webp",
  "image/avif",
  "application/pdf",
  "text/plain",
]);

export const MAX_FILE_MB = 20;

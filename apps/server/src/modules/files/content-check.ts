/**
 * An upload's bytes must be what its declared type says (SPEC §5 "Invalid file type" decides the
 * type by name; the bytes decide whether the name is true). Each allowed type is recognised by
 * its leading signature ("magic bytes"); text types by carrying no binary content. Only the
 * first bytes are read.
 */

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, "latin1");

const startsWith = (data: Buffer, signature: Buffer, offset = 0) =>
  data.length >= offset + signature.length &&
  data.subarray(offset, offset + signature.length).equals(signature);

const ZIP = [bytes(0x50, 0x4b, 0x03, 0x04), bytes(0x50, 0x4b, 0x05, 0x06)];
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** An ISO base media file (MP4, AVIF, HEIF) whose brands include one of `brands`. */
function isoMedia(data: Buffer, brands: string[] | null) {
  if (!startsWith(data, ascii("ftyp"), 4)) return false;
  if (!brands) return true;
  const boxSize = Math.min(data.readUInt32BE(0), data.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    if (brands.includes(data.subarray(at, at + 4).toString("latin1"))) return true;
  }
  return false;
}

const TEXT_SAMPLE = 8192;

/** Text: no NUL byte in the first 8 KB, unless it is UTF-16 with its byte order mark. */
function isText(data: Buffer) {
  if (startsWith(data, bytes(0xff, 0xfe)) || startsWith(data, bytes(0xfe, 0xff))) return true;
  return !data.subarray(0, TEXT_SAMPLE).includes(0);
}

const signature =
  (...signatures: Buffer[]) =>
  (data: Buffer) =>
    signatures.some((s) => startsWith(data, s));

const heifBrands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"];

/** How each type of the allow-list (types.ts) is recognised. */
const recognisers: Record<string, (data: Buffer) => boolean> = {
  "image/png": signature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
  "image/gif": signature(ascii("GIF87a"), ascii("GIF89a")),
  "image/jpeg": signature(bytes(0xff, 0xd8, 0xff)),
  "image/webp": (data) => startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8),
  "image/avif": (data) => isoMedia(data, ["avif", "avis"]),
  "image/heic": (data) => isoMedia(data, heifBrands),
  "image/heif": (data) => isoMedia(data, heifBrands),
  "image/svg+xml": (data) =>
    isText(data) && /<svg[\s>]/i.test(data.subarray(0, TEXT_SAMPLE).toString("utf8")),
  "video/mp4": (data) => isoMedia(data, null),
  "application/zip": signature(...ZIP, bytes(0x50, 0x4b, 0x07, 0x08)),
  "application/vnd.rar": signature(ascii("Rar!\x1a\x07")),
  "application/x-7z-compressed": signature(bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)),
  // PDF readers accept the header anywhere in the first kilobyte.
  "application/pdf": (data) => data.subarray(0, 1024).includes("%PDF-"),
  "application/msword": signature(OLE),
  "application/vnd.ms-excel": signature(OLE),
  "application/vnd.ms-powerpoint": signature(OLE),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": signature(...ZIP),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": signature(...ZIP),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": signature(...ZIP),
  "application/vnd.microsoft.portable-executable": signature(ascii("MZ")),
  "text/csv": isText,
  "text/plain": isText,
  "application/json": isText,
  "message/rfc822": isText,
};

/** Whether the bytes are of the (allowed, normalised) MIME type; an unknown type never is. */
export function contentMatchesType(mimeType: string, data: Buffer) {
  return recognisers[mimeType]?.(data) ?? false;
}

export const knownContentTypes = () => Object.keys(recognisers);

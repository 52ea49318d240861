import { describe, expect, it } from "vitest";
import { contentMatchesType, knownContentTypes } from "./content-check.ts";
import { allowedFileTypes } from "./types.ts";

const b = (text: string) => Buffer.from(text, "latin1");
const ftyp = (brand: string, compatible = "") =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 16 + compatible.length]),
    b(`ftyp${brand}\0\0\0\0${compatible}`),
  ]);

const samples: Record<string, Buffer> = {
  "image/png": b("\x89PNG\r\n\x1a\n...."),
  "image/gif": b("GIF89a...."),
  "image/jpeg": b("\xff\xd8\xff\xe0...."),
  "image/svg+xml": b('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  "image/webp": b("RIFF\x10\0\0\0WEBPVP8 "),
  "image/avif": ftyp("avif", "mif1"),
  "image/heic": ftyp("heic"),
  "image/heif": ftyp("mif1", "heic"),
  "video/mp4": ftyp("isom", "mp41"),
  "application/zip": b("PK\x03\x04...."),
  "application/vnd.rar": b("Rar!\x1a\x07\x01\0"),
  "application/x-7z-compressed": b("7z\xbc\xaf\x27\x1c...."),
  "text/csv": b("year,paid\n2025,100\n"),
  "application/pdf": b("%PDF-1.7\n%\xe2\xe3"),
  "application/msword": b("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1...."),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": b("PK\x03\x04...."),
  "application/vnd.ms-excel": b("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1...."),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": b("PK\x03\x04...."),
  "application/vnd.ms-powerpoint": b("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1...."),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": b("PK\x03\x04"),
  "application/vnd.microsoft.portable-executable": b("MZ\x90\0"),
  "text/plain": b("Hello\n"),
  "application/json": b('{"a":1}'),
  "message/rfc822": b("From: a@example.com\r\nSubject: x\r\n\r\nHi"),
};

describe("upload content check", () => {
  it("recognises every type of the allow-list", () => {
    expect(knownContentTypes().sort()).toEqual(Object.keys(allowedFileTypes).sort());
    for (const type of Object.keys(allowedFileTypes)) {
      expect(contentMatchesType(type, samples[type]!), type).toBe(true);
    }
  });

  it("refuses bytes of another type and binary content declared as text", () => {
    expect(contentMatchesType("image/png", samples["application/pdf"]!)).toBe(false);
    expect(contentMatchesType("application/pdf", samples["application/zip"]!)).toBe(false);
    expect(contentMatchesType("image/jpeg", samples["image/png"]!)).toBe(false);
    expect(contentMatchesType("image/avif", ftyp("isom"))).toBe(false);
    expect(contentMatchesType("image/svg+xml", b("<html><script>"))).toBe(false);
    expect(contentMatchesType("text/csv", b("MZ\x90\0\x03\0"))).toBe(false);
    expect(contentMatchesType("text/csv", b("\xff\xfea\0,\0b\0"))).toBe(true);
    expect(contentMatchesType("text/html", b("<html>"))).toBe(false);
  });
});

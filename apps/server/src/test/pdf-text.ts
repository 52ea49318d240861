/** A PDF's text as pdftotext lays it out (poppler-utils; CI installs it), for tests that read documents. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

/** The text of `pdf`; the file is kept under `KEEP_PDFS` (a directory) to look at, named `name`. */
export function pdfText(pdf: Buffer, name = "document"): string {
  const keep = process.env.KEEP_PDFS;
  const dir = keep || mkdtempSync(join(tmpdir(), "pdf-text-"));
  const file = join(dir, `${name.replace(/\W+/g, "-")}.pdf`);
  try {
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A downloaded PDF read as the server's tests read it (pdftotext, poppler-utils), and its pages
 * as PNGs beside the journey's screenshots (pdftoppm) to look at.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screenshotDir } from "./browser.mjs";

async function withFile(pdf, use) {
  const dir = await mkdtemp(join(tmpdir(), "journey-pdf-"));
  const file = join(dir, "document.pdf");
  try {
    await writeFile(file, pdf);
    return use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, laid out as printed. */
export function pdfText(pdf) {
  return withFile(pdf, (file) => execFileSync("pdftotext", ["-layout", file, "-"]).toString());
}

/** Saves each page as `{journey}/{name}-page-N.png` (N from 1; zero-padded when many). */
export async function snapPdf(pdf, journey, name) {
  const dir = join(screenshotDir, journey);
  await mkdir(dir, { recursive: true });
  await withFile(pdf, (file) =>
    execFileSync("pdftoppm", ["-png", "-r", "70", file, join(dir, `${name}-page`)]),
  );
}

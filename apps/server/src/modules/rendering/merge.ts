import { PDFDocument } from "pdf-lib";

/**
 * The generated document followed by the template's static PDFs (a policy wording, a product
 * disclosure statement), as one PDF: every page copied as it is. A static file that is not a
 * readable PDF fails the generation (the attempt is recorded and retried) rather than issuing a
 * document without its wording.
 */
export async function appendPdfs(generated: Buffer, attachments: Buffer[]): Promise<Buffer> {
  if (attachments.length === 0) return generated;
  const merged = await PDFDocument.load(generated);
  for (const attachment of attachments) {
    const source = await PDFDocument.load(attachment);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

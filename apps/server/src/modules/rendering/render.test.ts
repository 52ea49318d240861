import { formatMoney, sampleDocumentData } from "@platform/domain";
import { validateTemplate } from "@platform/domain/documents/liquid";
import { describe, expect, it } from "vitest";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";
import {
  demoDocumentTemplates,
  motorScheduleTemplate,
  piScheduleTemplate,
} from "../document-templates/index.ts";
import { renderTemplatesPdf } from "./index.ts";
import { textPieces } from "./pdf.ts";

describe("schedule rendering", () => {
  it("the demo templates are valid against the data model", () => {
    for (const t of demoDocumentTemplates) expect(validateTemplate(t.content)).toEqual([]);
  });

  it("renders a PDF with the header, page numbers and wording", async () => {
    const pdf = await renderTemplatesPdf(
      [{ name: "Policy schedule", content: piScheduleTemplate }],
      sampleDocumentData("pi"),
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (!hasPdftotext) return console.warn("pdftotext is not installed: text checks skipped");
    const text = pdfText(pdf, "pi");
    expect(text).toContain("Coastal Underwriting Agency");
    expect(text).toContain("Harbour Engineering Consultants Pty Ltd");
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain("Cyber exclusion");
  });

  for (const kind of ["pi", "motor"] as const) {
    it.skipIf(!hasPdftotext)(
      `pdftotext of the ${kind} schedule holds every premium line to the cent (skipped without pdftotext)`,
      async () => {
        const data = sampleDocumentData(kind);
        const content = kind === "pi" ? piScheduleTemplate : motorScheduleTemplate;
        const text = pdfText(await renderTemplatesPdf([{ name: "Schedule", content }], data), kind);
        for (const line of data.premium.lines) {
          const row = text.split("\n").find((l) => l.includes(line.label));
          expect(row, line.label).toBeDefined();
          expect(row).toContain(formatMoney(line.amount));
        }
      },
    );
  }

  it("merges combined templates into one PDF, each starting a page", async () => {
    const data = sampleDocumentData("motor");
    const pdf = await renderTemplatesPdf(
      [
        { name: "Schedule", content: motorScheduleTemplate },
        { name: "Certificate of currency", content: "<p>{{ insured.name }} is insured.</p>" },
      ],
      data,
    );
    if (!hasPdftotext) return console.warn("pdftotext is not installed: text checks skipped");
    const pages = pdfText(pdf, "combined")
      .split("\f")
      .filter((p) => p.trim());
    expect(pages.at(-1)).toContain("Certificate of currency");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("lays a long paragraph out in pieces of at most 4,000 characters, cut at a space, marks kept", () => {
    const words = "word ".repeat(1_500);
    const pieces = textPieces([
      { text: words },
      { text: "bold ".repeat(500), bold: true },
      { text: "x".repeat(9_000) },
    ]);
    expect(pieces.map((p) => p.map((i) => i.text).join("")).join("")).toBe(
      `${words}${"bold ".repeat(500)}${"x".repeat(9_000)}`,
    );
    for (const piece of pieces) {
      expect(piece.reduce((n, i) => n + i.text.length, 0)).toBeLessThanOrEqual(4_000);
    }
    expect(pieces[0]!.map((i) => i.text).join("")).toMatch(/ $/);
    expect(
      pieces
        .flat()
        .filter((i) => i.bold)
        .map((i) => i.text)
        .join(""),
    ).toBe("bold ".repeat(500));
    expect(textPieces([{ text: "short" }])).toEqual([[{ text: "short" }]]);
  });
});

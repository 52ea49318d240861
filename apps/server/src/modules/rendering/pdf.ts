import type {
  DocBlock,
  DocInline,
  DocumentPremiumLine,
  DocumentSyndicateShare,
  DocumentTree,
} from "@platform/domain";
import { formatDateAu, formatMoney } from "@platform/domain";
import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * Document tree → PDF with pdfmake (see docs/decisions.md, "PDF rendering with pdfmake"). The
 * PDF standard fonts are used, so no font file is read; pdfmake may read nothing from disk but
 * their metrics and fetch nothing from the network.
 */
pdfmake.setFonts({
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
  Courier: {
    normal: "Courier",
    bold: "Courier-Bold",
    italics: "Courier-Oblique",
    bolditalics: "Courier-BoldOblique",
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path: string) => /^(Helvetica|Courier)(-\w+)?$/.test(path));

const ink = "#1f2937";
const muted = "#6b7280";
const accent = "#1c4e80";
const rule = "#d1d5db";

export interface RenderAssets {
  /** The underwriter's logo (PNG or JPEG) for the header. */
  logo?: { data: Buffer; mimeType: string } | null;
}

/**
 * pdfmake's line breaking is quadratic in the length of a word that does not fit a line and in
 * the length of one text node: 40,000 characters without a space took 1.5 s, a 300,000-character
 * paragraph 18 s. Long words get a break opportunity (a zero-width space) every
 * `WORD_BREAK_CHARS`, and a paragraph longer than `TEXT_NODE_CHARS` is laid out as consecutive
 * text nodes of at most that length.
 */
const WORD_BREAK_CHARS = 60;
const TEXT_NODE_CHARS = 4_000;
const longWord = new RegExp(`\\S{${WORD_BREAK_CHARS}}(?=\\S)`, "g");

/** A paragraph's runs in pieces of at most `TEXT_NODE_CHARS`, cut at a space where there is one. */
export function textPieces(inlines: DocInline[]): DocInline[][] {
  const pieces: DocInline[][] = [];
  let piece: DocInline[] = [];
  let size = 0;
  for (const run of inlines) {
    let text = run.text;
    while (size + text.length > TEXT_NODE_CHARS) {
      const room = TEXT_NODE_CHARS - size;
      const space = text.lastIndexOf(" ", room - 1);
      const cut = space > 0 ? space + 1 : Math.max(room, 1);
      piece.push({ ...run, text: text.slice(0, cut) });
      pieces.push(piece);
      piece = [];
      size = 0;
      text = text.slice(cut);
    }
    if (text) {
      piece.push({ ...run, text });
      size += text.length;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** A paragraph or heading: one text node, or consecutive ones spaced as one paragraph. */
function textBlock(
  inlines: DocInline[],
  style: Record<string, unknown>,
  [above, below]: [number, number],
): Content[] {
  const pieces = textPieces(inlines);
  const last = pieces.length - 1;
  return pieces.map(
    (piece, index) =>
      ({
        ...style,
        text: piece.map(inline),
        margin: [0, index === 0 ? above : 0, 0, index === last ? below : 0],
      }) as Content,
  );
}

function inline(i: DocInline): Content {
  return {
    text: i.text.replace(longWord, "$&\u200b"),
    bold: i.bold,
    italics: i.italics,
    decoration: i.underline ? "underline" : i.strike ? "lineThrough" : undefined,
    font: i.code ? "Courier" : undefined,
    sup: i.sup,
    sub: i.sub,
    link: i.link,
    color: i.link ? accent : undefined,
  } as Content;
}

const headingSizes = [0, 16, 13, 11.5, 10.5, 10, 10];

/** The premium lines; the rate column only when a line is a percentage (else it prints empty). */
function premiumTable(lines: DocumentPremiumLine[]): Content {
  const rated = lines.some((l) => l.percent);
  const cells = (label: Content, rate: Content, amount: Content) =>
    rated ? [label, rate, amount] : [label, amount];
  return {
    table: {
      headerRows: 1,
      widths: rated ? ["*", 60, 90] : ["*", 90],
      dontBreakRows: true,
      body: [
        cells(
          { text: "Premium", style: "th" },
          { text: "Rate", style: "th", alignment: "right" },
          { text: "Amount (AUD)", style: "th", alignment: "right" },
        ),
        ...lines.map((l) =>
          cells(
            { text: l.label, bold: l.total },
            { text: l.percent ? `${l.percent}%` : "", alignment: "right", color: muted },
            { text: formatMoney(l.amount), alignment: "right", bold: l.total },
          ),
        ),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0 : i === 1 ? 1 : 0.5,
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i === 1 ? accent : rule),
      fillColor: (row: number) => (row === 0 ? "#eef2f7" : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 4, 0, 10],
  } as Content;
}

function syndicateTable(rows: DocumentSyndicateShare[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: ["*", 70, 90],
      body: [
        [
          { text: "Syndicate", style: "th" },
          { text: "Share", style: "th", alignment: "right" },
          { text: "Premium", style: "th", alignment: "right" },
        ],
        ...rows.map((r) => [
          r.name,
          { text: `${r.sharePercent}%`, alignment: "right" },
          { text: formatMoney(r.premium), alignment: "right" },
        ]),
      ],
    },
    layout: "lightHorizontalLines",
    margin: [0, 4, 0, 10],
  } as Content;
}

function block(b: DocBlock): Content[] {
  switch (b.type) {
    case "heading":
      return textBlock(
        b.inlines,
        {
          fontSize: headingSizes[b.level] ?? 10,
          bold: true,
          color: b.level <= 2 ? accent : ink,
          headlineLevel: b.level,
        },
        [b.level <= 2 ? 10 : 6, 4],
      );
    case "paragraph":
      return textBlock(b.inlines, {}, [0, 6]);
    case "list": {
      const items = b.items.map((item) => ({ stack: item.flatMap(block) }));
      return [
        (b.ordered
          ? { ol: items, margin: [0, 0, 0, 6] }
          : { ul: items, margin: [0, 0, 0, 6] }) as Content,
      ];
    }
    case "quote":
      return [
        {
          stack: b.blocks.flatMap(block),
          margin: [14, 0, 0, 6],
          italics: true,
          color: muted,
        } as Content,
      ];
    case "rule":
      return [
        {
          canvas: [{ type: "line", x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 0.5, lineColor: rule }],
          margin: [0, 2, 0, 8],
        } as Content,
      ];
    case "table": {
      const width = Math.max(1, ...b.rows.map((r) => r.cells.length));
      return [
        {
          table: {
            headerRows: b.rows[0]?.header ? 1 : 0,
            widths: Array.from({ length: width }, () => "*"),
            body: b.rows.map((r) =>
              Array.from({ length: width }, (_, i) => ({
                stack: (r.cells[i] ?? []).flatMap(block),
                bold: r.header,
              })),
            ),
          },
          layout: {
            hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
              i === 0 || i === node.table.body.length ? 0 : 0.5,
            vLineWidth: () => 0,
            hLineColor: () => rule,
            paddingTop: () => 3,
            paddingBottom: () => 3,
          },
          margin: [0, 2, 0, 8],
        } as Content,
      ];
    }
    case "premiumTable":
      return [premiumTable(b.lines)];
    case "syndicateTable":
      return [syndicateTable(b.rows)];
    case "endorsements":
      return b.items.flatMap((e, index) => [
        {
          text: `${index + 1}. ${e.name}`,
          bold: true,
          fontSize: 10.5,
          margin: [0, 8, 0, 3],
          headlineLevel: 3,
        } as Content,
        ...e.blocks.flatMap(block),
      ]);
  }
}

function header(tree: DocumentTree, assets: RenderAssets): Content {
  const logo = assets.logo && /^image\/(png|jpeg)$/.test(assets.logo.mimeType) ? assets.logo : null;
  const brand: Content = logo
    ? ({
        image: `data:${logo.mimeType};base64,${logo.data.toString("base64")}`,
        fit: [140, 44],
      } as Content)
    : ({ text: tree.header.companyName, fontSize: 15, bold: true, color: accent } as Content);
  const facts = [
    tree.header.policyNumber ? `Policy number ${tree.header.policyNumber}` : null,
    `Reference ${tree.header.reference}`,
    `Issued ${formatDateAu(tree.header.generatedOn)}`,
  ].filter(Boolean) as string[];
  return {
    stack: [
      {
        columns: [
          {
            width: "*",
            stack: [brand, logo ? { text: tree.header.companyName, color: muted } : ""],
          },
          {
            width: "auto",
            stack: [
              { text: tree.title, fontSize: 14, bold: true, alignment: "right" },
              ...facts.map((f) => ({ text: f, alignment: "right", color: muted, fontSize: 8.5 })),
            ],
          },
        ],
      },
      {
        canvas: [{ type: "line", x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.5, lineColor: accent }],
        margin: [0, 0, 0, 12],
      },
    ],
  } as Content;
}

/** The pdfmake definition of one or more documents (a combined document starts each on a new page). */
export function documentDefinition(
  trees: DocumentTree[],
  assets: RenderAssets = {},
): TDocumentDefinitions {
  const first = trees[0];
  if (!first) throw new RangeError("Nothing to render");
  const content: Content[] = trees.map((tree, index) => ({
    stack: [header(tree, assets), ...tree.blocks.flatMap(block)],
    pageBreak: index > 0 ? "before" : undefined,
  })) as Content[];
  return {
    info: { title: first.title, author: first.header.companyName, creator: "Slipway" },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: "Helvetica", fontSize: 9.5, color: ink, lineHeight: 1.2 },
    styles: { th: { bold: true, color: accent } },
    content,
    footer: (currentPage: number, pageCount: number) =>
      ({
        columns: [
          { text: `${first.header.companyName} · ${first.header.reference}`, color: muted },
          { text: `Page ${currentPage} of ${pageCount}`, alignment: "right", color: muted },
        ],
        fontSize: 8,
        margin: [40, 16, 40, 0],
      }) as Content,
    // Keep a heading with what follows it (only headings are looked at: cheap).
    pageBreakBefore: (node) =>
      Boolean(node.headlineLevel) &&
      node.startPosition.verticalRatio !== undefined &&
      node.startPosition.verticalRatio > 0.9,
  };
}

/** Renders document trees into one PDF. */
export async function renderPdf(trees: DocumentTree[], assets: RenderAssets = {}): Promise<Buffer> {
  const pdf = pdfmake.createPdf(documentDefinition(trees, assets));
  return (await pdf.getBuffer()) as Buffer;
}

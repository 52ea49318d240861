import type { DocumentData, DocumentPremiumLine, DocumentSyndicateShare } from "./data-model.ts";
import { type HtmlElement, type HtmlNode, parseHtml } from "./html.ts";

/** A run of text with its marks. */
export interface DocInline {
  text: string;
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  sup?: boolean;
  sub?: boolean;
  code?: boolean;
  link?: string;
}

export type DocBlock =
  | { type: "heading"; level: number; inlines: DocInline[] }
  | { type: "paragraph"; inlines: DocInline[] }
  | { type: "list"; ordered: boolean; items: DocBlock[][] }
  | { type: "table"; rows: { header: boolean; cells: DocBlock[][] }[] }
  | { type: "quote"; blocks: DocBlock[] }
  | { type: "rule" }
  | { type: "premiumTable"; lines: DocumentPremiumLine[] }
  | { type: "endorsements"; items: { name: string; blocks: DocBlock[] }[] }
  | { type: "syndicateTable"; rows: DocumentSyndicateShare[] };

/** What the renderer prints: the insurer's header and the template's blocks. */
export interface DocumentTree {
  title: string;
  header: {
    companyName: string;
    logoFileVersionId: number | null;
    reference: string;
    policyNumber: string | null;
    generatedOn: string;
  };
  blocks: DocBlock[];
}

const markTags: Record<string, keyof Omit<DocInline, "text" | "link">> = {
  strong: "bold",
  b: "bold",
  em: "italics",
  i: "italics",
  u: "underline",
  s: "strike",
  sup: "sup",
  sub: "sub",
  code: "code",
  mark: "bold",
};
const blockTags = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "table",
  "blockquote",
  "hr",
  "pre",
  "div",
  "slipway-block",
]);

function inlinesOf(nodes: HtmlNode[], marks: Omit<DocInline, "text"> = {}): DocInline[] {
  const out: DocInline[] = [];
  for (const node of nodes) {
    if (typeof node === "string") {
      const text = node.replace(/[ \t\r\n]+/g, " ");
      if (text) out.push({ text, ...marks });
      continue;
    }
    if (node.tag === "br") {
      out.push({ text: "\n", ...marks });
      continue;
    }
    const mark = markTags[node.tag];
    const next = { ...marks };
    if (mark) next[mark] = true;
    if (node.tag === "a" && node.attrs.href && /^(https?:|mailto:)/i.test(node.attrs.href)) {
      next.link = node.attrs.href;
      next.underline = true;
    }
    out.push(...inlinesOf(node.children, next));
  }
  return out;
}

function hasText(inlines: DocInline[]): boolean {
  return inlines.some((i) => i.text.trim() !== "");
}

/** Blocks from a list of nodes; runs of inline content become paragraphs. */
function blocksOf(nodes: HtmlNode[], data: DocumentData): DocBlock[] {
  const blocks: DocBlock[] = [];
  let pending: HtmlNode[] = [];
  const flush = () => {
    const inlines = inlinesOf(pending);
    if (hasText(inlines)) blocks.push({ type: "paragraph", inlines });
    pending = [];
  };
  for (const node of nodes) {
    if (typeof node === "string" || !blockTags.has(node.tag)) {
      pending.push(node);
      continue;
    }
    flush();
    blocks.push(...blockOf(node, data));
  }
  flush();
  return blocks;
}

function markerBlock(name: string | undefined, data: DocumentData): DocBlock[] {
  if (name === "premium_table") return [{ type: "premiumTable", lines: data.premium.lines }];
  if (name === "syndicate_table") return [{ type: "syndicateTable", rows: data.syndicates }];
  if (name === "endorsements") {
    return [
      {
        type: "endorsements",
        items: data.endorsements.map((e) => ({
          name: e.name,
          blocks: blocksOf(parseHtml(e.content), data),
        })),
      },
    ];
  }
  return [];
}

function containsBlock(node: HtmlElement): boolean {
  return node.children.some(
    (c) => typeof c !== "string" && (blockTags.has(c.tag) || containsBlock(c)),
  );
}

function blockOf(node: HtmlElement, data: DocumentData): DocBlock[] {
  switch (node.tag) {
    case "slipway-block":
      return markerBlock(node.attrs.name, data);
    case "p":
    case "pre": {
      // A block tag typed on its own line sits inside a paragraph: lift it out.
      if (containsBlock(node)) return blocksOf(node.children, data);
      const inlines = inlinesOf(node.children, node.tag === "pre" ? { code: true } : {});
      return hasText(inlines) ? [{ type: "paragraph", inlines }] : [];
    }
    case "div":
      return blocksOf(node.children, data);
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return [{ type: "heading", level: Number(node.tag[1]), inlines: inlinesOf(node.children) }];
    case "ul":
    case "ol":
      return [
        {
          type: "list",
          ordered: node.tag === "ol",
          items: node.children
            .filter((c): c is HtmlElement => typeof c !== "string" && c.tag === "li")
            .map((li) => blocksOf(li.children, data)),
        },
      ];
    case "blockquote":
      return [{ type: "quote", blocks: blocksOf(node.children, data) }];
    case "hr":
      return [{ type: "rule" }];
    case "table": {
      const rows: { header: boolean; cells: DocBlock[][] }[] = [];
      const walk = (n: HtmlElement, header: boolean) => {
        for (const c of n.children) {
          if (typeof c === "string") continue;
          if (c.tag === "tr") {
            const cells = c.children.filter(
              (x): x is HtmlElement => typeof x !== "string" && (x.tag === "td" || x.tag === "th"),
            );
            rows.push({
              header: header || (cells.length > 0 && cells.every((x) => x.tag === "th")),
              cells: cells.map((x) => blocksOf(x.children, data)),
            });
          } else walk(c, c.tag === "thead");
        }
      };
      walk(node, false);
      return rows.length > 0 ? [{ type: "table", rows }] : [];
    }
    default:
      return blocksOf(node.children, data);
  }
}

/** The document tree of a rendered template (HTML with block markers) for one risk. */
export function toDocumentTree(renderedHtml: string, data: DocumentData): DocumentTree {
  return {
    title: data.document.title,
    header: {
      companyName: data.underwriter.companyName,
      logoFileVersionId: data.underwriter.logoFileVersionId,
      reference: data.policy.reference,
      policyNumber: data.policy.policyNumber,
      generatedOn: data.document.generatedOn,
    },
    blocks: blocksOf(parseHtml(renderedHtml), data),
  };
}

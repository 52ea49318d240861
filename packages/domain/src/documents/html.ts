/**
 * A small, tolerant HTML reader for the sanitised rich text the editor produces (the tags of
 * `sanitizeClauseHtml`): elements, attributes in double or single quotes, text with entities.
 * Unknown elements keep their children; a stray closing tag is ignored.
 */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const voidTags = new Set(["br", "hr", "img", "col", "wbr"]);
const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(
    /([a-zA-Z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/**
 * How deep elements nest: an element opened at this depth holds what follows as if the tags
 * below it were empty (their text is kept), so the document tree, its PDF layout and their
 * recursion stay shallow whatever a template writes (docs/decisions.md, "Bounded template
 * rendering").
 */
export const MAX_HTML_DEPTH = 64;

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
  for (const m of html.matchAll(pattern)) {
    const top = stack[stack.length - 1]!;
    if (m[4] !== undefined) {
      top.children.push(decodeEntities(m[4]));
      continue;
    }
    if (m[2] === undefined) continue; // a comment
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: HtmlElement = { tag, attrs: parseAttrs(m[3] ?? ""), children: [] };
    top.children.push(element);
    const selfClosing = (m[3] ?? "").trim().endsWith("/");
    if (!voidTags.has(tag) && !selfClosing && stack.length <= MAX_HTML_DEPTH) stack.push(element);
  }
  return root.children;
}

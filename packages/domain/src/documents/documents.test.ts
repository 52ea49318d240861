import { describe, expect, it } from "vitest";
import { documentTitle, premiumLines } from "./data-model.ts";
import { folderAndDescendants, folderTreeOptions } from "./folder-tree.ts";
import { formatDateAu, formatMoney } from "./format.ts";
import { MAX_HTML_DEPTH, parseHtml } from "./html.ts";
import {
  isRenderedTooLarge,
  MAX_RENDERED_CHARS,
  renderTemplate,
  renderText,
  validateTemplate,
} from "./liquid.ts";
import { sampleDocumentData } from "./sample.ts";
import { ZDocumentTemplate, ZEmailTemplate } from "./schemas.ts";
import { toDocumentTree } from "./tree.ts";

describe("template validation", () => {
  it("refuses a render that writes more than MAX_RENDERED_CHARS, in a capture too", async () => {
    const data = sampleDocumentData();
    const fits = `{% for i in (1..${MAX_RENDERED_CHARS / 10}) %}0123456789{% endfor %}`;
    expect((await renderTemplate(fits, data)).length).toBe(MAX_RENDERED_CHARS);
    for (const source of [
      `${fits}x`,
      `{% capture x %}${fits}{% endcapture %}{{ x }}{{ x }}`,
      "{% for i in (1..1000000) %}0123456789012345678901234567890123456789{% endfor %}",
    ]) {
      const error = await renderTemplate(source, data).catch((e: unknown) => e);
      expect(isRenderedTooLarge(error), source.slice(0, 40)).toBe(true);
    }
    expect(validateTemplate(`<p>${fits}</p>`)[0]?.message).toBe(
      "The template writes more than 500,000 characters: shorten its loops or repeated text",
    );
  });

  it("accepts the documented merge fields, filters, loops and block tags", () => {
    const source = [
      "<h1>{{ document.title }}</h1>",
      "<p>{{ insured.name }} of {{ insured.address.text }}, {{ policy.inceptionDate | date_au }}</p>",
      "<p>{% for line in premium.lines %}{{ line.label }} {{ line.amount | money }}{% endfor %}</p>",
      "<p>{{ answers.profession }} {{ formulas.excess.value | money }} {{ premium.lines.size }}</p>",
      "<p>{% premium_table %}</p><p>{% endorsements %}</p><p>{% syndicate_table %}</p>",
      "<p>{% if agreement %}{{ agreement.name }}{% endif %}</p>",
    ].join("\n");
    expect(validateTemplate(source)).toEqual([]);
  });

  it("reports an unknown merge field at its line and column", () => {
    expect(validateTemplate("<p>Dear</p>\n<p>  {{ insured.nmae }}</p>")).toEqual([
      { message: "Unknown merge field: insured.nmae", line: 2, column: 9 },
    ]);
  });

  it("reports an unknown property of a loop item by a strict render", () => {
    const [error] = validateTemplate(
      "<p>{% for line in premium.lines %}\n{{ line.price }}{% endfor %}</p>",
    );
    expect(error).toMatchObject({ line: 2, column: 4 });
    expect(error!.message).toContain("line.price");
  });

  it("reports syntax errors, unknown filters and refused tags with positions", () => {
    expect(validateTemplate("<p>x</p>\n<p>{% if insured.name %}</p>")[0]).toMatchObject({
      line: 2,
      column: 4,
    });
    expect(validateTemplate("{{ insured.name | shout }}")[0]).toMatchObject({
      message: "Undefined filter: shout",
      line: 1,
      column: 1,
    });
    const include = validateTemplate("<p>\n {% include 'secrets' %}</p>");
    expect(include[0]).toMatchObject({ line: 2, column: 2 });
    expect(include[0]!.message).toContain("include tag is not allowed");
  });

  it("escapes values (a name cannot inject markup) and renders block markers", async () => {
    const data = sampleDocumentData();
    data.insured.name = "<script>x</script> & Co";
    const html = await renderTemplate("<p>{{ insured.name }}</p><p>{% premium_table %}</p>", data);
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt; &amp; Co");
    expect(html).toContain('<slipway-block name="premium_table">');
    expect(await renderText("Quote {{ policy.reference }} for {{ insured.name }}", data)).toBe(
      "Quote CST-PI-000142 for <script>x</script> & Co",
    );
  });

  it("prints nothing for a value a real risk lacks (lenient render)", async () => {
    const data = sampleDocumentData();
    data.agreement = null;
    expect(await renderTemplate("<p>[{{ agreement.name }}]</p>", data)).toBe("<p>[]</p>");
  });
});

describe("data model", () => {
  it("lists every premium line to the cent, totals flagged, discounts negative", () => {
    const data = sampleDocumentData("pi");
    const lines = data.premium.lines;
    expect(lines.map((l) => l.label)).toEqual([
      "Rated premium",
      "Claims history loading",
      "Base premium",
      "Risk management fee",
      "Multi-policy discount",
      "Gross premium",
      "GST on premium",
      "Stamp duty",
      "Administration fee",
      "GST on administration fee",
      "Total amount payable",
    ]);
    for (const l of lines) expect(l.amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(lines.find((l) => l.kind === "discount")!.amount.startsWith("-")).toBe(true);
    expect(lines.filter((l) => l.total).map((l) => l.kind)).toEqual([
      "base",
      "gross",
      "amountPayable",
    ]);
    expect(premiumLines).toBeTypeOf("function");
  });

  it("formats money and dates the Australian way", () => {
    expect(formatMoney("1234567.5")).toBe("$1,234,567.50");
    expect(formatMoney("-12")).toBe("-$12.00");
    expect(formatMoney("n/a")).toBe("n/a");
    expect(formatDateAu("2026-07-01")).toBe("1 July 2026");
  });
});

describe("document tree", () => {
  it("turns rich text into blocks and lifts block tags out of their paragraph", async () => {
    const data = sampleDocumentData("pi", "Policy schedule");
    const html = await renderTemplate(
      "<h2>Schedule</h2><p>Insured: <strong>{{ insured.name }}</strong> <a href='javascript:x'>x</a></p>" +
        "<ul><li><p>One</p></li><li>Two</li></ul><p>{% premium_table %}</p><p>{% endorsements %}</p>" +
        "<table><tr><th>A</th></tr><tr><td>1 &amp; 2</td></tr></table>",
      data,
    );
    const tree = toDocumentTree(html, data);
    expect(tree.title).toBe("Policy schedule");
    expect(tree.header.companyName).toBe("Coastal Underwriting Agency");
    expect(tree.blocks.map((b) => b.type)).toEqual([
      "heading",
      "paragraph",
      "list",
      "premiumTable",
      "endorsements",
      "table",
    ]);
    const paragraph = tree.blocks[1] as {
      inlines: { text: string; bold?: boolean; link?: string }[];
    };
    expect(paragraph.inlines.find((i) => i.bold)?.text).toBe(data.insured.name);
    expect(paragraph.inlines.some((i) => i.link)).toBe(false);
    const endorsements = tree.blocks[4] as {
      items: { name: string; blocks: { type: string }[] }[];
    };
    expect(endorsements.items.map((e) => e.name)).toEqual(["Retroactive date", "Cyber exclusion"]);
    expect(endorsements.items[1]!.blocks.map((b) => b.type)).toEqual(["paragraph", "list"]);
  });

  it("reads entities, attributes and unclosed tags tolerantly", () => {
    expect(parseHtml('<p class="x">a&nbsp;&#8212;<br>b</p><p>c')).toEqual([
      {
        tag: "p",
        attrs: { class: "x" },
        children: ["a\u00a0—", { tag: "br", attrs: {}, children: [] }, "b"],
      },
      { tag: "p", attrs: {}, children: ["c"] },
    ]);
  });

  it("nests elements no deeper than MAX_HTML_DEPTH: what is below goes to the deepest, text kept", () => {
    const html = `${"<div>".repeat(10_000)}deep${"</div>".repeat(10_000)}`;
    let depth = 0;
    let node = parseHtml(html)[0];
    while (node && typeof node !== "string" && node.children.length === 1) {
      depth++;
      node = node.children[0];
    }
    // The deepest element holds the empty elements opened below it and the text.
    expect(depth).toBe(MAX_HTML_DEPTH - 1);
    expect(typeof node !== "string" && node?.children.length).toBe(10_000 - MAX_HTML_DEPTH + 1);
    expect(typeof node !== "string" && node?.children.at(-1)).toBe("deep");
    expect(toDocumentTree(html, sampleDocumentData()).blocks).toEqual([
      { type: "paragraph", inlines: [{ text: "deep" }] },
    ]);
  });
});

describe("folder-tree option list", () => {
  const folders = [
    { id: 1, parentId: null, name: "Root" },
    { id: 2, parentId: 1, name: "Wordings" },
    { id: 3, parentId: 1, name: "Logos" },
    { id: 4, parentId: 2, name: "2026" },
  ];
  it("nests folders sorted by name with ids as text", () => {
    expect(folderTreeOptions(folders, 1)).toEqual([
      {
        value: "3",
        label: "Logos",
        name: "Logos",
        expanded: false,
        selectable: true,
        children: [],
      },
      {
        value: "2",
        label: "Wordings",
        name: "Wordings",
        expanded: false,
        selectable: true,
        children: [
          {
            value: "4",
            label: "2026",
            name: "2026",
            expanded: false,
            selectable: true,
            children: [],
          },
        ],
      },
    ]);
  });
  it("leaves out disabled folders and their children; a root name makes one expanded top node", () => {
    const options = folderTreeOptions(folders, 1, {
      rootName: "Company files",
      disabledIds: folderAndDescendants(folders, 2),
    });
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ value: "1", label: "Company files", expanded: true });
    expect(options[0]!.children.map((c) => c.value)).toEqual(["3"]);
  });
});

describe("schemas", () => {
  it("needs parts for a combined template and content for a single one", () => {
    const combined = ZDocumentTemplate.safeParse({ name: "Pack", type: "combined" });
    expect(combined.error?.issues[0]).toMatchObject({ path: ["partIds"] });
    const single = ZDocumentTemplate.safeParse({ name: "S", type: "single", content: "<p> </p>" });
    expect(single.error?.issues[0]).toMatchObject({ path: ["content"] });
  });
  it("takes recipients as roles or addresses", () => {
    const ok = ZEmailTemplate.safeParse({
      name: "Quote issued",
      subject: "Quote {{ policy.reference }}",
      recipients: [{ role: "broker" }, { email: "uw@coastal.example" }],
      content: "<p>Hi</p>",
    });
    expect(ok.success).toBe(true);
    const bad = ZEmailTemplate.safeParse({
      name: "x",
      subject: "s",
      recipients: [{ email: "nope" }],
      content: "<p>Hi</p>",
    });
    expect(bad.success).toBe(false);
  });
});

describe("a generated document's title on its event", () => {
  it("names a change's schedule for the change, the policy's for the policy", () => {
    expect(documentTitle("PI policy schedule", "bind")).toBe("PI policy schedule");
    expect(documentTitle("PI policy schedule", "adjustment")).toBe("PI endorsement schedule");
    expect(documentTitle("PI policy schedule", "cancellation")).toBe("PI cancellation schedule");
    expect(documentTitle("PI policy schedule", "reinstatement")).toBe("PI reinstatement schedule");
    expect(documentTitle("Policy schedule", "reinstatement")).toBe("Reinstatement schedule");
    expect(documentTitle("Key facts", "reinstatement")).toBe("Key facts (reinstatement)");
    expect(documentTitle("Key facts", "constructor")).toBe("Key facts");
  });
});

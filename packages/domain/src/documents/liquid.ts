import { Liquid, Tag, type TagToken, type Template, type Variable } from "liquidjs";
import type { DocumentData } from "./data-model.ts";
import { formatDateAu, formatMoney } from "./format.ts";
import { sampleDocumentData } from "./sample.ts";
import { documentMessages } from "./schemas.ts";

/**
 * LiquidJS for tenant-authored templates, in a safe configuration: no file system (include,
 * render and layout are refused), no own-property escapes (`ownPropertyOnly`), HTML-escaped
 * output, strict filters, and limits on template size, render time and memory. Templates are
 * checked at save against the data model (`validateTemplate`); generation renders leniently so a
 * value that is empty on a real risk (no agreement yet) prints nothing instead of failing.
 *
 * Not exported from the package index: only the server imports it
 * (`@platform/domain/documents/liquid`), so the web bundle does not carry the engine.
 */

export interface TemplateError {
  message: string;
  line: number;
  column: number;
}

/** Output by the block tags; `toDocumentTree` replaces each with the block it names. */
export const blockTagNames = ["premium_table", "endorsements", "syndicate_table"] as const;
export type BlockTagName = (typeof blockTagNames)[number];
export const blockMarker = (name: BlockTagName) => `<slipway-block name="${name}"></slipway-block>`;

const MAX_TEMPLATE_CHARS = 200_000;

/**
 * The most a template may write when rendered (characters of HTML, block markers not yet
 * expanded), and LiquidJS's own bounds on one render: time (ms) and what ranges and filters
 * allocate. A schedule writes a few tens of kB; past this the PDF is hundreds of pages and its
 * layout takes seconds (docs/decisions.md, "Bounded template rendering").
 */
export const MAX_RENDERED_CHARS = 500_000;
const RENDER_LIMIT_MS = 2_000;
const MEMORY_LIMIT = 5_000_000;

/** A render that wrote more than `MAX_RENDERED_CHARS`: refused, whatever the template. */
export class RenderedTooLarge extends Error {
  constructor() {
    super(documentMessages.renderedTooLarge);
    this.name = "RenderedTooLarge";
  }
}

/** Whether `error` (or what LiquidJS wrapped it in) is a refusal by the rendered size cap. */
export function isRenderedTooLarge(error: unknown): boolean {
  for (let e = error as { originalError?: unknown } | undefined; e; e = e.originalError as never) {
    if (e instanceof RenderedTooLarge) return true;
  }
  return false;
}

/** LiquidJS's output buffer with the cap: it throws before the text grows past it. */
class CappedEmitter {
  buffer = "";
  write(html: unknown) {
    const text = typeof html === "string" ? html : html == null ? "" : String(html);
    if (this.buffer.length + text.length > MAX_RENDERED_CHARS) throw new RenderedTooLarge();
    this.buffer += text;
  }
}

type RenderTemplates = (templates: unknown, ctx: unknown, emitter?: unknown) => Generator;

/**
 * Every render (and every `capture`) writes into a capped buffer: LiquidJS makes its own when a
 * tag does not pass one down, so the engine's renderer is given ours instead.
 */
function capOutput(engine: Liquid) {
  const renderer = engine.renderer as unknown as { renderTemplates: RenderTemplates };
  const base = renderer.renderTemplates.bind(renderer);
  renderer.renderTemplates = function* (templates, ctx, emitter) {
    return yield* base(templates, ctx, emitter ?? new CappedEmitter());
  };
}

class RefusedTag extends Tag {
  constructor(token: TagToken, remain: never, liquid: Liquid) {
    super(token, remain as never, liquid);
    throw new Error(`The ${token.name} tag is not allowed in document templates`);
  }
  render() {
    return "";
  }
}

function blockTag(name: BlockTagName) {
  return class extends Tag {
    render() {
      return blockMarker(name);
    }
  };
}

function createEngine(strict: boolean): Liquid {
  const engine = new Liquid({
    strictVariables: strict,
    strictFilters: true,
    ownPropertyOnly: true,
    outputEscape: "escape",
    relativeReference: false,
    dynamicPartials: false,
    parseLimit: MAX_TEMPLATE_CHARS,
    renderLimit: RENDER_LIMIT_MS,
    memoryLimit: MEMORY_LIMIT,
    fs: {
      exists: async () => false,
      existsSync: () => false,
      readFile: async () => Promise.reject(new Error("No file access")),
      readFileSync: () => {
        throw new Error("No file access");
      },
      resolve: () => "",
    },
  });
  for (const refused of ["include", "render", "layout", "block"]) {
    engine.registerTag(refused, RefusedTag as never);
  }
  for (const name of blockTagNames) engine.registerTag(name, blockTag(name));
  engine.registerFilter("money", (value: unknown) => formatMoney(value));
  engine.registerFilter("date_au", (value: unknown) => formatDateAu(value));
  capOutput(engine);
  return engine;
}

const strictEngine = createEngine(true);
const lenientEngine = createEngine(false);

const stripPosition = (message: string) => message.replace(/,? line:\d+, col:\d+.*$/s, "");

function toTemplateError(error: unknown): TemplateError {
  const e = error as {
    message?: string;
    token?: { getPosition?: () => [number, number] };
    originalError?: { message?: string };
  };
  const [line, column] = e.token?.getPosition?.() ?? [1, 1];
  const message = stripPosition(e.originalError?.message ?? e.message ?? "Invalid template");
  return { message: message.charAt(0).toUpperCase() + message.slice(1), line, column };
}

/** Keys any name may follow: product-specific answers and formula values. */
const openObjects = new Set(["answers", "answerLabels", "formulas"]);

/** Whether a global variable's path exists in the data model (judged on the sample risk). */
function knownPath(variable: Variable, sample: unknown): boolean {
  let current: unknown = sample;
  for (const [index, segment] of variable.segments.entries()) {
    if (typeof segment === "object") return true; // a dynamic index: checked when rendered
    if (index === 1 && openObjects.has(String(variable.segments[0]))) return true;
    if (Array.isArray(current)) {
      if (typeof segment === "number" || segment === "first" || segment === "last") {
        current = current[0];
        continue;
      }
      return segment === "size";
    }
    if (current === null || typeof current !== "object") return false;
    if (!Object.hasOwn(current, segment)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/** Any names under `answers` and `formulas` read as text while validating. */
const anyKeys = (value: unknown) =>
  new Proxy(
    {},
    {
      get: (_target, key) => (typeof key === "string" ? value : undefined),
      has: () => true,
      getOwnPropertyDescriptor: () => ({
        value,
        configurable: true,
        enumerable: true,
        writable: false,
      }),
    },
  );

/**
 * The errors of a template, each with its line and column: Liquid syntax, unknown filters,
 * refused tags, merge fields that are not in the data model, and (by a strict render against the
 * sample risk) unknown properties of loop items.
 */
export function validateTemplate(source: string): TemplateError[] {
  let templates: Template[];
  try {
    templates = strictEngine.parse(source);
  } catch (error) {
    return [toTemplateError(error)];
  }
  const errors: TemplateError[] = [];
  const sample = sampleDocumentData();
  const analysis = strictEngine.analyzeSync(templates, { partials: false });
  for (const variables of Object.values(analysis.globals)) {
    for (const variable of variables) {
      if (!knownPath(variable, sample)) {
        errors.push({
          message: `Unknown merge field: ${variable.toString()}`,
          line: variable.location.row,
          column: variable.location.col,
        });
      }
    }
  }
  if (errors.length > 0) return errors.sort((a, b) => a.line - b.line || a.column - b.column);
  try {
    strictEngine.renderSync(templates, {
      ...sample,
      answers: anyKeys(""),
      answerLabels: anyKeys(""),
      formulas: anyKeys({ title: "", value: "" }),
    });
  } catch (error) {
    return [toTemplateError(error)];
  }
  return [];
}

/** Renders a (validated) template with the data of a risk: HTML with block markers. */
export async function renderTemplate(source: string, data: DocumentData): Promise<string> {
  return lenientEngine.parseAndRender(source, data);
}

/** Plain-text rendering (an email subject line): no HTML escaping. */
export async function renderText(source: string, data: DocumentData): Promise<string> {
  const html = await lenientEngine.parseAndRender(source, data);
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * Template rendering off the event loop: validation at save and preview, document PDFs and
 * email bodies all run in a pool of two worker threads (started when first used, closed with
 * the app), each task limited to 20 s and each thread to a 256 MB heap, so no template, however
 * written, delays another request (docs/decisions.md, "Bounded template rendering").
 */
import { type DocumentData, documentMessages } from "@platform/domain";
import type { TemplateError } from "@platform/domain/documents/liquid";
import { createWorkerPool } from "../../platform/workers/pool.ts";
import type { RenderAssets } from "./pdf.ts";
import type { RenderRequest } from "./render-worker.ts";

export const RENDER_WORKERS = 2;
export const RENDER_TIME_LIMIT_MS = 20_000;
export const RENDER_MEMORY_LIMIT_MB = 256;

const pool = createWorkerPool<RenderRequest, unknown>({
  source: new URL("./render-worker.ts", import.meta.url),
  compiledFile: "render-worker.js",
  size: RENDER_WORKERS,
  timeLimitMs: RENDER_TIME_LIMIT_MS,
  memoryLimitMb: RENDER_MEMORY_LIMIT_MB,
});

/**
 * A render stopped by one of its limits: `message` says which, in the editor's words. Only the
 * time limit may pass on another attempt (a busy machine); size and memory would be refused again.
 */
export class RenderRefused extends Error {
  override name = "RenderRefused";
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The worker's limits by name: each one's message, and whether another attempt may pass. */
const refusals: Record<string, { message: string; retryable: boolean }> = {
  RenderedTooLarge: { message: documentMessages.renderedTooLarge, retryable: false },
  LiquidTimeLimit: { message: documentMessages.renderTooSlow, retryable: true },
  LiquidMemoryLimit: { message: documentMessages.renderTooBig, retryable: false },
  WorkerTimeLimit: { message: documentMessages.renderTooSlow, retryable: true },
  WorkerMemoryLimit: { message: documentMessages.renderTooBig, retryable: false },
};

async function run<T>(request: RenderRequest): Promise<T> {
  try {
    return (await pool.run(request)) as T;
  } catch (error) {
    const refusal = refusals[(error as Error).name];
    if (!refusal) throw error;
    throw new RenderRefused(refusal.message, refusal.retryable, { cause: error });
  }
}

/** A template's errors at their places (see `validateTemplate`). */
export function validateInWorker(source: string): Promise<TemplateError[]> {
  return run({ task: "validate", source });
}

/** Templates (one, or the parts of a combined one) for one risk → one PDF. */
export async function renderTemplatesPdf(
  parts: { name: string; content: string }[],
  data: DocumentData,
  assets: RenderAssets = {},
): Promise<Buffer> {
  const logo = assets.logo
    ? { data: new Uint8Array(assets.logo.data), mimeType: assets.logo.mimeType }
    : null;
  return Buffer.from(await run<Uint8Array>({ task: "pdf", parts, data, logo }));
}

/** An email's subject (plain text) and HTML body for one risk. */
export function renderEmailInWorker(
  subject: string,
  content: string,
  data: DocumentData,
): Promise<{ subject: string; html: string }> {
  return run({ task: "email", subject, content, data });
}

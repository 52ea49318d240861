/**
 * The thread that renders templates (see `in-workers.ts`): Liquid, the document tree and the
 * PDF layout, each bounded (the rendered size cap, LiquidJS's limits, the HTML depth) and the
 * thread itself bounded in time and memory by its pool.
 */
import { parentPort } from "node:worker_threads";
// Domain imports by file, not the package's index: the worker loads only what it runs.
import { type DocumentData, documentTitle } from "@platform/domain/documents/data-model";
import {
  isRenderedTooLarge,
  renderTemplate,
  renderText,
  validateTemplate,
} from "@platform/domain/documents/liquid";
import { toDocumentTree } from "@platform/domain/documents/tree";
import { lowerThreadPriority } from "../../platform/workers/index.ts";
import type { WorkerAnswer } from "../../platform/workers/pool.ts";
import { renderPdf } from "./pdf.ts";

export type RenderRequest =
  | { task: "validate"; source: string }
  | {
      task: "pdf";
      parts: { name: string; content: string }[];
      data: DocumentData;
      logo: { data: Uint8Array; mimeType: string } | null;
    }
  | { task: "email"; subject: string; content: string; data: DocumentData };

/** Block tags (premium table, endorsements) leave markers for the PDF renderer; mail drops them. */
const stripBlockMarkers = (html: string) =>
  html.replace(/<slipway-block[^>]*><\/slipway-block>/g, "");

async function run(request: RenderRequest) {
  switch (request.task) {
    case "validate":
      return validateTemplate(request.source);
    case "pdf": {
      const trees = [];
      for (const part of request.parts) {
        const title = documentTitle(part.name, request.data.document.event);
        const data = { ...request.data, document: { ...request.data.document, title } };
        trees.push(toDocumentTree(await renderTemplate(part.content, data), data));
      }
      const logo = request.logo
        ? { data: Buffer.from(request.logo.data), mimeType: request.logo.mimeType }
        : null;
      const pdf = await renderPdf(trees, { logo });
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    }
    case "email":
      return {
        subject: (await renderText(request.subject, request.data)).replace(/\s+/g, " ").trim(),
        html: stripBlockMarkers(await renderTemplate(request.content, request.data)),
      };
  }
}

/** The limit a render ran into, by name: the size cap, or LiquidJS's render time or memory. */
function limitOf(error: unknown): string | null {
  if (isRenderedTooLarge(error)) return "RenderedTooLarge";
  const message = String((error as Error)?.message ?? "");
  if (/template render limit exceeded/i.test(message)) return "LiquidTimeLimit";
  if (/memory alloc limit exceeded/i.test(message)) return "LiquidMemoryLimit";
  return null;
}

const port = parentPort;
if (port) {
  // Rendering yields the CPU to the thread that answers requests.
  lowerThreadPriority();
  port.on("message", async ({ id, request }: { id: number; request: RenderRequest }) => {
    let answer: WorkerAnswer<unknown>;
    try {
      answer = { id, ok: true, value: await run(request) };
    } catch (error) {
      const e = error as Error;
      answer = {
        id,
        ok: false,
        name: limitOf(error) ?? e?.name ?? "Error",
        message: String(e?.message ?? error),
      };
    }
    port.postMessage(answer);
  });
}

/**
 * Document generation benchmark: renders a 3-page policy schedule (20 premium lines,
 * 5 endorsements) from a Liquid template to PDF with pdfmake, 200 times after a warm-up, and a
 * trivial one-page pdfmake document the same number of times in the same run. Prints p50 and p95
 * of each; the target is p95 ≤ 300 ms for the schedule. The schedule renders as the server does
 * it, in the rendering worker threads (hand-off included); the trivial document in this thread. Run: `npm run bench:documents`.
 */
import { ChargeType, type DocumentData, sampleDocumentData } from "@platform/domain";
import { piScheduleTemplate } from "../apps/server/src/modules/document-templates/index.ts";
import { renderTemplatesPdf } from "../apps/server/src/modules/rendering/index.ts";
import { renderPdf } from "../apps/server/src/modules/rendering/pdf.ts";
import { closeWorkerPools } from "../apps/server/src/platform/workers/pool.ts";

const RUNS = 200;
const WARMUP = 10;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** The sample PI risk with 20 premium lines and 5 endorsements of a few paragraphs each. */
function benchData(): DocumentData {
  const data = sampleDocumentData("pi", "Policy schedule");
  const extra = Array.from({ length: 9 }, (_, i) => ({
    kind: "charge",
    label: `Loading ${i + 1} (${ChargeType.Standard === 1 ? "standard" : ""})`,
    amount: `${(137.13 * (i + 1)).toFixed(2)}`,
    percent: `${(1.25 * (i + 1)).toFixed(2)}`,
    total: false,
  }));
  data.premium.lines = [
    ...data.premium.lines.slice(0, 2),
    ...extra,
    ...data.premium.lines.slice(2),
  ];
  const paragraph =
    "<p>We will not pay for any claim or loss directly or indirectly caused by, arising out of or in connection with the matters described in this endorsement, whether or not any other cause or event contributes concurrently or in any sequence to the loss, and whether or not the insured knew of them at the start of the period of insurance.</p>";
  data.endorsements = Array.from({ length: 5 }, (_, i) => ({
    name: `Endorsement ${i + 1}`,
    version: 1,
    content: `${paragraph.repeat(4)}<ul><li>First condition</li><li>Second condition</li></ul>`,
  }));
  return data;
}

async function time(run: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    bytes = (await run()).length;
    ms.push(performance.now() - t0);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes };
}

const data = benchData();
if (data.premium.lines.length !== 20)
  throw new Error(`expected 20 lines, got ${data.premium.lines.length}`);
const schedule = () =>
  renderTemplatesPdf([{ name: "Policy schedule", content: piScheduleTemplate }], data);
const trivial = () =>
  renderPdf([
    {
      title: "Note",
      header: {
        companyName: "Coastal",
        logoFileVersionId: null,
        reference: "X",
        policyNumber: null,
        generatedOn: "2026-07-01",
      },
      blocks: [{ type: "paragraph", inlines: [{ text: "Hello." }] }],
    },
  ]);

const { execFileSync } = await import("node:child_process");
const { writeFileSync, rmSync } = await import("node:fs");
const probe = `/tmp/bench-schedule-${process.pid}.pdf`;
writeFileSync(probe, await schedule());
let pages = "?";
try {
  pages = /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [probe]).toString())?.[1] ?? "?";
} catch {
  // pdfinfo (poppler-utils) is optional
}
rmSync(probe, { force: true });

const s = await time(schedule);
const t = await time(trivial);
console.log(
  `documents: schedule (${pages} pages, 20 premium lines, 5 endorsements) p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (target ≤ 300 ms, ${s.p95 <= 300 ? "met" : "MISSED"}), ${(s.bytes / 1024).toFixed(0)} KB; trivial one-page pdfmake p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms; ${RUNS} runs each`,
);
await closeWorkerPools();

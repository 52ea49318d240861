/**
 * Writes the reference renderings of the demo schedules: `npx tsx
 * apps/server/src/modules/rendering/reference.ts docs/reference` makes
 * `{pi,motor}-schedule.pdf` in a temporary folder and page 1 of each as a PNG
 * (`pdftoppm -png -r 60 -f 1 -l 1`) in the given folder.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sampleDocumentData } from "@platform/domain";
import { motorScheduleTemplate, piScheduleTemplate } from "../document-templates/index.ts";
import { renderTemplatesPdf } from "./index.ts";

const out = resolve(process.argv[2] ?? "docs/reference");
const work = mkdtempSync(join(tmpdir(), "reference-"));
for (const [kind, content] of [
  ["pi", piScheduleTemplate],
  ["motor", motorScheduleTemplate],
] as const) {
  const pdf = await renderTemplatesPdf(
    [{ name: "Policy schedule", content }],
    sampleDocumentData(kind),
  );
  const file = join(work, `${kind}-schedule.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", file, join(work, kind)]);
  renameSync(join(work, `${kind}-1.png`), join(out, `${kind}-schedule-page1.png`));
  console.log(`${kind}: ${pdf.length} bytes → ${join(out, `${kind}-schedule-page1.png`)}`);
}
rmSync(work, { recursive: true, force: true });

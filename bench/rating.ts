/**
 * Rating benchmark: compiles the business-pack product, rates 10,000 generated proposals with
 * the compiled formulas and with a hand-written decimal.js function, checks they agree on every
 * value, and reports the median time per quote and the ratio. Run: `npm run bench:rating`.
 */
import { isDeepStrictEqual } from "node:util";
import { compileFormulaSet } from "@platform/domain/rating/index";
import { indexTables, rateByHand } from "./rating/hand-written.ts";
import {
  answerSchema,
  datasetRows,
  datasets,
  formulas,
  generateProposals,
} from "./rating/product.ts";

const PROPOSALS = 10_000;
const WARMUP_ROUNDS = 3;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const t0 = performance.now();
const compiled = compileFormulaSet({ formulas, answerSchema, datasets });
const compileMs = performance.now() - t0;
if (!compiled.ok) {
  console.error(compiled.errors);
  process.exit(1);
}
const program = compiled.program;
const rows = datasetRows();
const prepared = program.prepareDatasets(rows);
const tables = indexTables(rows);
const proposals = generateProposals(PROPOSALS);

const rules = formulas.filter((f) => f.dataType === "boolean").length;
console.log(
  `product: ${formulas.length - rules} formulas, ${rules} rules, ${datasets.length} datasets; compiled in ${compileMs.toFixed(1)} ms`,
);

// Correctness first: both must give the same value for every formula of every proposal.
let mismatches = 0;
let referred = 0;
for (const answers of proposals) {
  const r = program.evaluate({ answers, datasets: prepared });
  const hand = rateByHand(answers, tables);
  if (!r.ok || !isDeepStrictEqual({ ...r.values }, hand)) {
    if (mismatches++ < 3) {
      const diff = Object.keys(hand).filter((k) => r.values[k] !== hand[k]);
      console.error(
        "mismatch",
        r.errors,
        diff.map((k) => [k, r.values[k], hand[k]]),
      );
    }
  }
  if (formulas.some((f) => f.dataType === "boolean" && r.values[f.name] === true)) referred++;
}
if (mismatches > 0) {
  console.error(`${mismatches} proposals differ between the engine and the hand-written function`);
  process.exit(1);
}
console.log(
  `checked: ${PROPOSALS} proposals, engine = hand-written on all ${formulas.length} values; ${referred} referred by a rule`,
);

let sink = 0;
for (let round = 0; round < WARMUP_ROUNDS; round++)
  for (const answers of proposals) {
    sink += program.evaluate({ answers, datasets: prepared }).errors.length;
    sink += Object.keys(rateByHand(answers, tables)).length;
  }

// Alternate the two per proposal so both see the same machine state.
const engineMs: number[] = new Array(PROPOSALS);
const handMs: number[] = new Array(PROPOSALS);
const wall = performance.now();
for (let i = 0; i < PROPOSALS; i++) {
  const answers = proposals[i] as Record<string, unknown>;
  const a = performance.now();
  const r = program.evaluate({ answers, datasets: prepared });
  const b = performance.now();
  const h = rateByHand(answers, tables);
  const c = performance.now();
  engineMs[i] = b - a;
  handMs[i] = c - b;
  sink += r.errors.length + (h.basePremium === "" ? 1 : 0);
}
const wallMs = performance.now() - wall;
const engine = median(engineMs);
const hand = median(handMs);
const p95 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.95)] as number;
console.log(
  `engine: median ${engine.toFixed(4)} ms, p95 ${p95(engineMs).toFixed(4)} ms; hand-written: median ${hand.toFixed(4)} ms, p95 ${p95(handMs).toFixed(4)} ms; ${PROPOSALS} x both in ${wallMs.toFixed(0)} ms (${sink >= 0 ? "ok" : ""})`,
);
console.log(
  `rating: ${engine.toFixed(4)} ms per quote, ${(engine / hand).toFixed(2)}x hand-written`,
);

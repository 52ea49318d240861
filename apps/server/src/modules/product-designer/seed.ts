/**
 * Demo designs: the seeded professional indemnity and motor products of an
 * underwriter get real forms, datasets, formulas, rules and test cases, and a passing test run.
 * Runs inside seedDemoMarket's transaction, after the catalogue.
 */
import {
  compileDesign,
  type DemoDesign,
  InsuranceClass,
  motorDemo,
  professionalIndemnityDemo,
  runTestCases,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { insertVersionDatasets } from "../datasets/index.ts";
import { newestVersionOfClass } from "../products/index.ts";
import { insertTestRun } from "../rating/index.ts";
import { productDesigns } from "./tables.ts";

async function seedDesign(
  tx: DbOrTx,
  companyId: number,
  insuranceClassId: number,
  demo: DemoDesign,
) {
  const version = await newestVersionOfClass(tx, companyId, insuranceClassId, 1);
  if (!version) return;
  const compiled = compileDesign(demo.design, demo.datasets);
  if (!compiled.ok)
    throw new Error(`demo design does not compile: ${JSON.stringify(compiled.errors)}`);
  // The version has its (empty) design from creation: the demo replaces it.
  const design = { ...demo.design, testCases: demo.testCases };
  await tx
    .insert(productDesigns)
    .values({ productVersionId: version.id, companyId, ...design })
    .onConflictDoUpdate({ target: productDesigns.productVersionId, set: design });
  await insertVersionDatasets(tx, companyId, version.id, demo.datasets);
  const rows = Object.fromEntries(demo.datasets.map((d) => [d.name, d.rows]));
  const run = runTestCases(
    compiled.compiled,
    {
      country: version.details.targetCountry,
      insuranceClassId: version.details.insuranceClassId,
      datasets: compiled.compiled.program.prepareDatasets(rows),
      today: new Date().toISOString().slice(0, 10),
    },
    demo.testCases,
  );
  await insertTestRun(tx, {
    companyId,
    productVersionId: version.id,
    designRevision: 1,
    passed: run.passed,
    total: run.total,
    failed: run.failed,
    cases: run.cases,
  });
}

/** PI priced on revenue bands and profession; motor on value, driver age and postcode zone. */
export async function seedDemoDesigns(tx: DbOrTx, companyId: number) {
  await seedDesign(tx, companyId, InsuranceClass.ProfessionalIndemnity, professionalIndemnityDemo);
  await seedDesign(tx, companyId, InsuranceClass.Motor, motorDemo);
}

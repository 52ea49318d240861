/** Accessibility audit of the current page with axe-core (WCAG 2.1 A and AA rules). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * The serious and critical violations on the page, as readable lines; an empty list passes.
 * @returns {Promise<string[]>}
 */
export async function accessibilityProblems(page) {
  const hasAxe = await page.evaluate(() => "axe" in window);
  // Evaluated rather than added as a script tag: the app's Content Security Policy forbids
  // inline scripts, and it should.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(", ")})`);
}

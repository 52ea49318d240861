#!/usr/bin/env node
/**
 * `npm run lint`'s layering and cycle check (docs/architecture.md): exits 1 on an import that
 * breaks a rule, on an import cycle that is not a known one, or on a known cycle that is gone
 * (so its entry is removed and it cannot come back unnoticed), and on a use case out of its
 * shape (docs/architecture.md "Use cases", scripts/boundaries/use-cases.mjs), and on a permission
 * check outside the entity policies (scripts/boundaries/permissions.mjs).
 */
import { importGraph, repositoryRoot } from "./boundaries/graph.mjs";
import { checkPermissions } from "./boundaries/permissions.mjs";
import { checkGraph } from "./boundaries/rules.mjs";
import { checkUseCases } from "./boundaries/use-cases.mjs";

const started = performance.now();
const graph = importGraph(repositoryRoot);
const { imports, cycles, stale } = checkGraph(graph);

for (const { from, to, rule } of imports) console.error(`${from}\n  imports ${to}\n  ${rule}\n`);
for (const cycle of cycles) {
  console.error(`Import cycle through ${cycle.length} files:\n  ${cycle.join("\n  ")}\n`);
}
for (const files of stale) {
  console.error(`A known cycle is gone; remove its entry from KNOWN_CYCLES:\n  ${files[0]} …\n`);
}
const useCases = checkUseCases(`${repositoryRoot}/apps/server/src`);
for (const problem of useCases) console.error(`apps/server/src/${problem}`);
const permissions = checkPermissions(repositoryRoot);
for (const problem of permissions) console.error(problem);
const problems =
  imports.length + cycles.length + stale.length + useCases.length + permissions.length;
const ms = Math.round(performance.now() - started);
console.log(
  `Boundaries: ${graph.size} files, ${problems} problem${problems === 1 ? "" : "s"} (${ms} ms).`,
);
process.exit(problems === 0 ? 0 : 1);

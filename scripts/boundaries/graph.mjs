/**
 * The import graph of the repository's TypeScript sources: every relative import and every
 * `@platform/domain` import resolved to a file, type-only and dynamic imports included.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import ts from "typescript";

const ROOTS = ["apps/server/src", "apps/web/src", "packages/domain/src"];
const SOURCE = /\.(ts|tsx|mts)$/;
const DOMAIN = "@platform/domain";

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist") continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) yield path;
  }
}

/** The file an import names, or null for a package or anything that is not a source file. */
function resolve(root, fromFile, specifier) {
  let base;
  if (specifier === DOMAIN) base = "packages/domain/src/index.ts";
  else if (specifier.startsWith(`${DOMAIN}/`)) {
    base = `packages/domain/src/${specifier.slice(DOMAIN.length + 1)}`;
  } else if (specifier.startsWith(".")) {
    base = posix.join(posix.dirname(fromFile), specifier);
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (SOURCE.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

/** Map<file, file[]> over the sources under the roots, paths relative to `root`. */
export function importGraph(root) {
  const graph = new Map();
  for (const dir of ROOTS) {
    for (const absolute of sourceFiles(join(root, dir))) {
      const file = relative(root, absolute).split("\\").join("/");
      const info = ts.preProcessFile(readFileSync(absolute, "utf8"), true, true);
      const targets = new Set();
      for (const { fileName } of info.importedFiles) {
        const target = resolve(root, file, fileName);
        if (target) targets.add(target);
      }
      graph.set(file, [...targets]);
    }
  }
  return graph;
}

export const repositoryRoot = join(dirname(new URL(import.meta.url).pathname), "..", "..");

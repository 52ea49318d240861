/**
 * Permission checks live in the policies (docs/architecture.md "Use cases": `access.ts` beside
 * its module): on the server, `canActInCompany(`, `assertCan(`, `assertCanAny(` and
 * `Permission.` appear only in a module's `access.ts` or `policy.ts` and the shared layer
 * (`platform/`); the web reads the `can` flags the server sends and names no permission at all.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import ts from "typescript";

const CHECKS = new Set(["canActInCompany", "assertCan", "assertCanAny"]);
const POLICY_FILES = new Set(["access.ts", "policy.ts"]);

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** The permission checks of one file's code (comments and strings aside), as `file:line what`. */
export function permissionChecks(path, text, shownAs = path) {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const at = (node) =>
    `${shownAs}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (CHECKS.has(name)) found.push(`${at(node)} ${name}(`);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "Permission"
    ) {
      found.push(`${at(node)} Permission.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether `file` (relative to the repository) is where permission checks belong. */
export function isPolicyFile(file) {
  if (file.startsWith("apps/server/src/platform/")) return true;
  return file.startsWith("apps/server/src/modules/") && POLICY_FILES.has(basename(file));
}

/** The checks outside a policy among the given files (`{ file, text }`, relative paths). */
export function permissionProblems(files) {
  return files
    .filter(({ file }) => !isPolicyFile(file))
    .flatMap(({ file, text }) => permissionChecks(file, text))
    .map((check) => `${check}: a permission check outside the entity's policy (access.ts)`);
}

export function checkPermissions(repositoryRoot) {
  const roots = ["apps/server/src/modules", "apps/web/src"];
  const files = roots.flatMap((root) =>
    sourceFiles(join(repositoryRoot, root)).map((path) => ({
      file: relative(repositoryRoot, path),
      text: readFileSync(path, "utf8"),
    })),
  );
  return permissionProblems(files);
}

// `node scripts/boundaries/permissions.mjs`: the problems.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { repositoryRoot } = await import("./graph.mjs");
  const problems = checkPermissions(repositoryRoot);
  for (const problem of problems) console.error(problem);
  console.log(`Permissions: ${problems.length} problem${problems.length === 1 ? "" : "s"}.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

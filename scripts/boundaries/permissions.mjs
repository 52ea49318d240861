/**
 * Permission checks live in the policies (docs/architecture.md "Use cases": `access.ts` beside
 * its module): on the server, `canActInCompany(`, `assertCan(`, `assertCanAny(` and
 * `Permission.` appear only in a module's `access.ts` or `policy.ts` and the shared layer
 * (`platform/`); the web reads the `can` flags the server sends and names no permission at all.
 * The files that still do are listed in KNOWN_PERMISSION_CHECKS: a file not listed is a problem,
 * and so is a listed file that no longer checks (its entry goes, so the list only shrinks).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import ts from "typescript";

const CHECKS = new Set(["canActInCompany", "assertCan", "assertCanAny"]);
const POLICY_FILES = new Set(["access.ts", "policy.ts"]);

/** Files that check permissions outside a policy today, to be moved into one. */
export const KNOWN_PERMISSION_CHECKS = [
];

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

/**
 * The problems of the given files (`{ file, text }`, paths relative to the repository): checks
 * outside a policy in a file not known, and known files that no longer check.
 */
export function permissionProblems(files, known = KNOWN_PERMISSION_CHECKS) {
  const listed = new Set(known);
  const checking = new Set();
  const problems = [];
  for (const { file, text } of files) {
    if (isPolicyFile(file)) continue;
    const found = permissionChecks(file, text);
    if (found.length === 0) continue;
    checking.add(file);
    if (listed.has(file)) continue;
    for (const check of found) {
      problems.push(`${check}: a permission check outside the entity's policy (access.ts)`);
    }
  }
  for (const file of known) {
    if (!checking.has(file)) {
      problems.push(
        `${file}: checks no permission any more; remove it from KNOWN_PERMISSION_CHECKS`,
      );
    }
  }
  return problems;
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

// `node scripts/boundaries/permissions.mjs`: the problems, and how many files are still listed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { repositoryRoot } = await import("./graph.mjs");
  const problems = checkPermissions(repositoryRoot);
  for (const problem of problems) console.error(problem);
  console.log(
    `Permissions: ${problems.length} problem${problems.length === 1 ? "" : "s"}, ${KNOWN_PERMISSION_CHECKS.length} known files.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}

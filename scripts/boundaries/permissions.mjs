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
  "apps/server/src/modules/binding-agreements/agreements.ts",
  "apps/server/src/modules/binding-agreements/period-versioned.ts",
  "apps/server/src/modules/claims/claims-bordereau.ts",
  "apps/server/src/modules/claims/create-incident.ts",
  "apps/server/src/modules/claims/effects.ts",
  "apps/server/src/modules/clauses/list-clauses.ts",
  "apps/server/src/modules/clauses/present.ts",
  "apps/server/src/modules/clauses/versioned.ts",
  "apps/server/src/modules/datasets/import-custom-csv.ts",
  "apps/server/src/modules/datasets/save-custom-dataset.ts",
  "apps/server/src/modules/datasets/scope.ts",
  "apps/server/src/modules/document-templates/create-template.ts",
  "apps/server/src/modules/document-templates/delete-template.ts",
  "apps/server/src/modules/document-templates/list-merge-fields.ts",
  "apps/server/src/modules/document-templates/page-templates.ts",
  "apps/server/src/modules/document-templates/read-template.ts",
  "apps/server/src/modules/document-templates/template-links.ts",
  "apps/server/src/modules/document-templates/update-template.ts",
  "apps/server/src/modules/documents/preview-content.ts",
  "apps/server/src/modules/documents/preview-template.ts",
  "apps/server/src/modules/email-templates/delete-email-template.ts",
  "apps/server/src/modules/email-templates/page-email-templates.ts",
  "apps/server/src/modules/email-templates/preview-email.ts",
  "apps/server/src/modules/email-templates/read-email-template.ts",
  "apps/server/src/modules/email-templates/save-email-template.ts",
  "apps/server/src/modules/files/create-folder.ts",
  "apps/server/src/modules/files/delete-file.ts",
  "apps/server/src/modules/files/delete-folder.ts",
  "apps/server/src/modules/files/manage-files.ts",
  "apps/server/src/modules/files/update-file.ts",
  "apps/server/src/modules/files/update-folder.ts",
  "apps/server/src/modules/files/upload-file.ts",
  "apps/server/src/modules/files/upload-to-folder.ts",
  "apps/server/src/modules/product-designer/present.ts",
  "apps/server/src/modules/product-designer/versions.ts",
  "apps/server/src/modules/product-packages/create-package.ts",
  "apps/server/src/modules/product-packages/delete-package.ts",
  "apps/server/src/modules/product-packages/get-available-package.ts",
  "apps/server/src/modules/product-packages/get-package-permissions.ts",
  "apps/server/src/modules/product-packages/get-package.ts",
  "apps/server/src/modules/product-packages/list-available-packages.ts",
  "apps/server/src/modules/product-packages/list-packages.ts",
  "apps/server/src/modules/product-packages/set-package-permissions.ts",
  "apps/server/src/modules/product-packages/set-package-status.ts",
  "apps/server/src/modules/product-packages/update-package.ts",
  "apps/server/src/modules/products/create-product-class.ts",
  "apps/server/src/modules/products/delete-product-class.ts",
  "apps/server/src/modules/products/list-product-classes.ts",
  "apps/server/src/modules/products/list-products.ts",
  "apps/server/src/modules/products/present.ts",
  "apps/server/src/modules/products/update-product-class.ts",
  "apps/server/src/modules/products/versioned.ts",
  "apps/server/src/modules/rating/broker-version.ts",
  "apps/server/src/modules/rating/run-tests.ts",
  "apps/server/src/modules/reports/export-bound-policies.ts",
  "apps/server/src/modules/risk-codes/create-risk-code.ts",
  "apps/server/src/modules/risk-codes/delete-risk-code.ts",
  "apps/server/src/modules/risk-codes/risk-code-input.ts",
  "apps/server/src/modules/risk-codes/update-risk-code.ts",
  "apps/server/src/modules/syndicates/create-syndicate.ts",
  "apps/server/src/modules/syndicates/delete-syndicate.ts",
  "apps/server/src/modules/syndicates/update-syndicate.ts",
  "apps/web/src/app/pages/CompanyRoute.tsx",
  "apps/web/src/features/assignment-rules/pages/AssignmentRulesPage.tsx",
  "apps/web/src/features/binding-agreements/pages/AgreementDetailPage.tsx",
  "apps/web/src/features/binding-agreements/pages/AgreementsPage.tsx",
  "apps/web/src/features/binding-agreements/pages/PeriodPage.tsx",
  "apps/web/src/features/binding-agreements/pages/RiskCodeDetailPage.tsx",
  "apps/web/src/features/binding-agreements/pages/RiskCodesPage.tsx",
  "apps/web/src/features/binding-agreements/pages/SyndicatesPage.tsx",
  "apps/web/src/features/bordereaux/BordereauxPage.tsx",
  "apps/web/src/features/clauses/pages/ClauseDetailPage.tsx",
  "apps/web/src/features/clauses/pages/ClausesPage.tsx",
  "apps/web/src/features/companies/pages/ManageCompanyPage.tsx",
  "apps/web/src/features/companies/useManagedCompanyId.ts",
  "apps/web/src/features/documents/components/ProductTemplateTriggers.tsx",
  "apps/web/src/features/documents/pages/DocumentTemplatePage.tsx",
  "apps/web/src/features/documents/pages/DocumentTemplatesPage.tsx",
  "apps/web/src/features/documents/pages/EmailTemplatePage.tsx",
  "apps/web/src/features/documents/pages/EmailTemplatesPage.tsx",
  "apps/web/src/features/files/pages/FilesPage.tsx",
  "apps/web/src/features/products/pages/ProductClassesPage.tsx",
  "apps/web/src/features/underwriting-statuses/pages/WorkflowPage.tsx",
  "apps/web/src/ui/catalogue/useCompanyId.ts",
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

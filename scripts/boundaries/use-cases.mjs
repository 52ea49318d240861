/**
 * The use-case shape of docs/architecture.md "Use cases", read from the server modules' syntax:
 * - a function that takes a `Ctx` takes at most `(ctx, input)`;
 * - no function takes the old `(deps, actor, …)` pair: the context carries both;
 * - an exported function that takes an `Actor` after a database handle or its dependencies is a
 *   use case in the old shape and takes a `Ctx` instead, unless it works inside its caller's
 *   transaction (its first parameter is `tx`); a policy check or a presenter takes the actor
 *   first (`riskScope(actor)`);
 * - no function takes both who is acting (`Ctx`, `Actor` or `AuthUser`) and a `companyId`:
 *   the acting company is the actor's, another company is named for what it is.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ACTING = /^(Ctx|Actor|AuthUser)$/;

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) files.push(path);
  }
  return files;
}

function typeName(parameter) {
  const type = parameter.type;
  return type && ts.isTypeReferenceNode(type) ? type.typeName.getText() : "";
}

const isExported = (node) =>
  node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** The problems of one file's functions, as `file:line name: what`. */
export function useCaseProblems(path, text, shownAs = path) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const problems = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.parameters) {
      const params = node.parameters;
      const types = params.map(typeName);
      const names = params.map((p) => p.name.getText());
      const where = `${shownAs}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const name = node.name?.getText() ?? "(function)";
      if (types.includes("Ctx") && params.length > 2) {
        problems.push(
          `${where} ${name}: a use case takes (ctx, input), not ${params.length} arguments`,
        );
      }
      if (types.includes("AppDeps") && types.includes("Actor")) {
        problems.push(`${where} ${name}: takes deps and an actor; take (ctx: Ctx, input)`);
      }
      const exported = ts.isFunctionDeclaration(node) && isExported(node);
      if (exported && types.indexOf("Actor") > 0 && names[0] !== "tx") {
        problems.push(`${where} ${name}: a use case takes (ctx: Ctx, input), not an actor`);
      }
      if (types.some((t) => ACTING.test(t)) && names.includes("companyId")) {
        problems.push(
          `${where} ${name}: takes who is acting and a companyId; use actingCompany(actor) or name the other company`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

export function checkUseCases(serverSource) {
  const modules = join(serverSource, "modules");
  return sourceFiles(modules).flatMap((path) =>
    useCaseProblems(path, readFileSync(path, "utf8"), relative(serverSource, path)),
  );
}

// `node scripts/boundaries/use-cases.mjs [module …]`: the problems, of the named modules only.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { repositoryRoot } = await import("./graph.mjs");
  const only = process.argv.slice(2);
  const problems = checkUseCases(join(repositoryRoot, "apps/server/src")).filter(
    (problem) => only.length === 0 || only.some((m) => problem.startsWith(`modules/${m}/`)),
  );
  for (const problem of problems) console.error(problem);
  console.log(`Use cases: ${problems.length} problem${problems.length === 1 ? "" : "s"}.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

/**
 * The layering and cycle check on deliberate violations: each form of import that escaped the
 * old text-pattern rules, each layer rule, and cycles through type-only imports, read from files
 * written to a temporary repository so the graph's resolution is tested too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importGraph } from "./graph.mjs";
import { checkGraph, importViolation } from "./rules.mjs";

const S = "apps/server/src";
const W = "apps/web/src";

describe("import rules on resolved paths", () => {
  it.each([
    // Another module's tables.ts from inside a module, however the path is written.
    [`${S}/modules/risks/bind.ts`, `${S}/modules/users/tables.ts`],
    [`${S}/modules/risks/sub/deeper/bind.ts`, `${S}/modules/users/tables.ts`],
    // Another module's internals.
    [`${S}/modules/claims/create.ts`, `${S}/modules/risks/bind.ts`],
    // Modules never import the composition root, seeds or test support.
    [`${S}/modules/claims/create.ts`, `${S}/app.ts`],
    [`${S}/modules/claims/create.ts`, `${S}/modules.ts`],
    [`${S}/modules/claims/create.ts`, `${S}/seed/demo.ts`],
    [`${S}/modules/claims/create.ts`, `${S}/test/app.ts`],
    // platform/ never imports modules/.
    [`${S}/platform/jobs/index.ts`, `${S}/modules/documents/index.ts`],
    // Web: a feature importing another, at any depth.
    [`${W}/features/claims/components/ClaimForm.tsx`, `${W}/features/risks/api.ts`],
    [`${W}/features/claims/a/b/c/d/Deep.tsx`, `${W}/features/risks/components/RiskCard.tsx`],
    // api/ and ui/ below features and app/.
    [`${W}/api/baseQuery.ts`, `${W}/features/auth/api.ts`],
    [`${W}/api/baseQuery.ts`, `${W}/app/store.ts`],
    [`${W}/ui/ListPager.tsx`, `${W}/features/risks/api.ts`],
    [`${W}/ui/ListPager.tsx`, `${W}/app/shell/Header.tsx`],
    // A feature reaching the shell that composes it.
    [`${W}/features/claims/pages/ClaimsPage.tsx`, `${W}/app/shell/Header.tsx`],
    // The domain package is pure.
    ["packages/domain/src/rating/premium.ts", `${S}/platform/db/index.ts`],
  ])("%s -> %s is refused", (from, to) => {
    expect(importViolation(from, to)).toEqual(expect.any(String));
  });

  it.each([
    [`${S}/modules/risks/bind.ts`, `${S}/modules/users/index.ts`],
    [`${S}/modules/risks/bind.ts`, `${S}/modules/risks/tables.ts`],
    [`${S}/modules/risks/tables.ts`, `${S}/modules/users/tables.ts`],
    // A read model on the known-exceptions list.
    [`${S}/modules/risks/list.ts`, `${S}/modules/products/tables.ts`],
    [`${S}/modules.ts`, `${S}/modules/risks/routes.ts`],
    [`${S}/modules/auth/service.ts`, `${S}/config.ts`],
    [`${S}/modules/risks/bind.test.ts`, `${S}/test/app.ts`],
    [`${S}/platform/db/schema.ts`, `${S}/modules/risks/tables.ts`],
    [`${W}/features/claims/pages/ClaimsPage.tsx`, `${W}/app/session/useCurrentUser.ts`],
    [`${W}/features/claims/pages/ClaimsPage.tsx`, `${W}/app/hooks.ts`],
    [`${W}/features/claims/pages/ClaimsPage.tsx`, `${W}/ui/ListPager.tsx`],
    [`${W}/app/router.tsx`, `${W}/features/claims/pages/ClaimsPage.tsx`],
    ["packages/domain/src/rating/premium.ts", "packages/domain/src/decimal.ts"],
  ])("%s -> %s is allowed", (from, to) => {
    expect(importViolation(from, to)).toBeNull();
  });
});

describe("cycles", () => {
  const a = `${S}/modules/a/index.ts`;
  const b = `${S}/modules/b/index.ts`;
  const c = `${S}/modules/c/index.ts`;

  it("reports a cycle, passes a known one, and fails when a known one grows or is gone", () => {
    const graph = new Map([
      [a, [b]],
      [b, [a]],
      [c, []],
    ]);
    expect(checkGraph(graph, []).cycles).toEqual([[a, b]]);
    expect(checkGraph(graph, [[a, b]])).toEqual({ imports: [], cycles: [], stale: [] });

    const grown = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(checkGraph(grown, [[a, b]]).cycles).toEqual([[a, b, c]]);

    const broken = new Map([
      [a, [b]],
      [b, []],
    ]);
    expect(checkGraph(broken, [[a, b]]).stale).toEqual([[a, b]]);
  });

  it("finds a self-import and a long chain without overflowing", () => {
    const chain = new Map();
    const n = 20_000;
    for (let i = 0; i < n; i++) chain.set(`f${i}`, [`f${(i + 1) % n}`]);
    expect(checkGraph(chain, []).cycles[0]).toHaveLength(n);
    expect(checkGraph(new Map([[a, [a]]]), []).cycles).toEqual([[a]]);
  });
});

describe("the graph read from files", () => {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it("follows type-only, dynamic, deep relative and domain imports", () => {
    mkdirSync(join(root, W), { recursive: true });
    write(
      `${S}/modules/a/index.ts`,
      'import type { B } from "../b/index.ts";\nexport type A = B;\n',
    );
    write(`${S}/modules/b/index.ts`, 'export type { A as B } from "../a/index.ts";\n');
    write(
      `${S}/modules/c/deep/er/file.ts`,
      'import { t } from "../../../../modules/d/tables.ts";\n',
    );
    write(`${S}/modules/d/tables.ts`, "export const t = 1;\n");
    write(`${S}/modules/e/lazy.ts`, 'export const l = () => import("../d/tables.ts");\n');
    write(`${S}/modules/f/uses-domain.ts`, 'import { x } from "@platform/domain/rating/x";\n');
    write("packages/domain/src/rating/x.ts", "export const x = 1;\n");

    const graph = importGraph(root);
    expect(graph.get(`${S}/modules/f/uses-domain.ts`)).toEqual(["packages/domain/src/rating/x.ts"]);
    const { imports, cycles } = checkGraph(graph, []);
    expect(cycles).toEqual([[`${S}/modules/a/index.ts`, `${S}/modules/b/index.ts`]]);
    expect(imports.map((v) => v.from).sort()).toEqual([
      `${S}/modules/c/deep/er/file.ts`,
      `${S}/modules/e/lazy.ts`,
    ]);
  });
});

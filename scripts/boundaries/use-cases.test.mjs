/** The use-case shape check (docs/architecture.md "Use cases") on deliberate violations. */
import { describe, expect, it } from "vitest";
import { useCaseProblems } from "./use-cases.mjs";

const problemsOf = (text) => useCaseProblems("modules/x/f.ts", text);

describe("use-case shape", () => {
  it("accepts (ctx, input), in-transaction helpers and policy checks", () => {
    expect(
      problemsOf(`
        export async function deleteTag(ctx: Ctx, input: { tagId: number }) {}
        export async function stampInTx(tx: DbOrTx, actor: Actor, id: number) {}
        export function canSee(user: AuthUser, risk: Risk) {}
        export function riskScope(actor: Actor) {}
        function local(db: Db, actor: Actor, id: number) {}
      `),
    ).toEqual([]);
  });

  it.each([
    ["more than (ctx, input)", "export async function f(ctx: Ctx, id: number, input: I) {}"],
    ["deps and an actor", "async function f(deps: AppDeps, actor: Actor) {}"],
    ["an exported actor", "export async function f(db: Db, actor: Actor, id: number) {}"],
    ["an actor and a companyId", "function f(actor: Actor, companyId: number) {}"],
    ["a user and a companyId", "const f = (db: Db, user: AuthUser, companyId: number) => 1;"],
    ["a context and a companyId", "export function f(ctx: Ctx, companyId: number) {}"],
  ])("refuses %s", (_, text) => {
    expect(problemsOf(text)).not.toEqual([]);
  });
});

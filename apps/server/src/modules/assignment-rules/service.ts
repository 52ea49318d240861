/**
 * Assignment rules (SPEC §1 automatic underwriter assignment by configurable rules): the
 * company's ordered rules that pick the underwriter of a referred risk. Workflow configuration:
 * reading and changing them needs ManageCompanyStatuses (docs/decisions.md). The underwriters a
 * rule names must be the company's users holding ManageRisks.
 */
import {
  messages,
  Permission,
  pageWindow,
  type TAssignmentRuleInput,
  type TAssignmentRuleView,
  type TPageQuery,
  workflowMessages,
  ZAssignmentRule,
} from "@platform/domain";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { lockCompanyList, reorderPositions } from "../../platform/db/reorder.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { type UserRef, userRefsByIds, usersHoldingPermission } from "../users/index.ts";
import { type AssignmentRuleRow, assignmentRules } from "./tables.ts";

type RuleInput = z.output<typeof ZAssignmentRule>;

function present(row: AssignmentRuleRow, names: Map<number, UserRef>): TAssignmentRuleView {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    active: row.active,
    conditions: row.conditions,
    underwriters: row.underwriterUserIds.map((id) => names.get(id) ?? { id, name: "Former user" }),
  };
}

async function presentAll(db: DbOrTx, rows: AssignmentRuleRow[]) {
  const names = await userRefsByIds(
    db,
    rows.flatMap((row) => row.underwriterUserIds),
  );
  return rows.map((row) => present(row, names));
}

const ofCompany = (companyId: number, id: number) =>
  and(eq(assignmentRules.id, id), eq(assignmentRules.companyId, companyId));

/** The company's rules in order, a page at a time, with underwriter names (two statements). */
export async function pageRules(db: DbOrTx, actor: Actor, companyId: number, query: TPageQuery) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  const where = eq(assignmentRules.companyId, companyId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ rule: assignmentRules, total: totalRows() })
    .from(assignmentRules)
    .where(where)
    .orderBy(asc(assignmentRules.position), asc(assignmentRules.id))
    .limit(limit)
    .offset(offset);
  const presented = await presentAll(
    db,
    rows.map((row) => row.rule),
  );
  return toPage(
    rows,
    query,
    (_row) => presented.shift()!,
    async () => (await db.select({ n: count() }).from(assignmentRules).where(where))[0]!.n,
  );
}

/** Who a rule may name: the company's users holding ManageRisks (for the picker). */
export function eligibleUnderwriters(db: DbOrTx, actor: Actor, companyId: number) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  return usersHoldingPermission(db, companyId, Permission.ManageRisks);
}

async function checkInput(tx: DbOrTx, companyId: number, input: RuleInput) {
  const errors: Record<string, string> = {};
  const { minGrossPremium: min, maxGrossPremium: max } = input.conditions;
  if (min !== null && max !== null && max < min) {
    errors["conditions.maxGrossPremium"] = messages.min(min);
  }
  if (new Set(input.underwriterUserIds).size !== input.underwriterUserIds.length) {
    errors.underwriterUserIds = messages.noDuplicates;
  } else {
    const eligible = new Set(
      (await usersHoldingPermission(tx, companyId, Permission.ManageRisks)).map((u) => u.id),
    );
    if (input.underwriterUserIds.some((id) => !eligible.has(id))) {
      errors.underwriterUserIds = workflowMessages.underwriterNotEligible;
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createRule(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TAssignmentRuleInput,
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  const rule = ZAssignmentRule.parse(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    await checkInput(tx, companyId, rule);
    const [last] = await tx
      .select({ position: max(assignmentRules.position) })
      .from(assignmentRules)
      .where(eq(assignmentRules.companyId, companyId));
    const now = actor.now();
    const [created] = await tx
      .insert(assignmentRules)
      .values({
        companyId,
        ...rule,
        position: (last?.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditBy(tx, actor, {
      action: "assignmentRule.created",
      companyId,
      subjectType: "assignment_rule",
      subjectId: created!.id,
      data: { ...rule },
    });
    return created!;
  });
  return (await presentAll(deps.db, [row]))[0]!;
}

export async function updateRule(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: TAssignmentRuleInput,
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  const rule = ZAssignmentRule.parse(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    const [current] = await tx.select().from(assignmentRules).where(ofCompany(companyId, id));
    if (!current) throw notFound("Rule not found");
    await checkInput(tx, companyId, rule);
    const sameGroup = current.underwriterUserIds.join(",") === rule.underwriterUserIds.join(",");
    const [updated] = await tx
      .update(assignmentRules)
      .set({
        ...rule,
        // A new group starts its rotation from its first underwriter.
        rotationCursor: sameGroup ? current.rotationCursor : 0,
        updatedAt: actor.now(),
      })
      .where(ofCompany(companyId, id))
      .returning();
    await auditBy(tx, actor, {
      action: "assignmentRule.updated",
      companyId,
      subjectType: "assignment_rule",
      subjectId: id,
      data: { ...rule },
    });
    return updated!;
  });
  return (await presentAll(deps.db, [row]))[0]!;
}

export async function deleteRule(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    const deleted = await tx.delete(assignmentRules).where(ofCompany(companyId, id)).returning();
    if (deleted.length === 0) throw notFound("Rule not found");
    await auditBy(tx, actor, {
      action: "assignmentRule.deleted",
      companyId,
      subjectType: "assignment_rule",
      subjectId: id,
      data: { name: deleted[0]!.name },
    });
  });
}

export async function reorderRules(deps: AppDeps, actor: Actor, companyId: number, ids: number[]) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    await reorderPositions(tx, assignmentRules, companyId, ids, { updatedAt: actor.now() });
    await auditBy(tx, actor, {
      action: "assignmentRule.reordered",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { ids },
    });
  });
  return pageRules(deps.db, actor, companyId, { page: 1, perPage: 100 });
}

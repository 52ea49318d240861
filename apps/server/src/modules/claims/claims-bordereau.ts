import { monthRange, type TBordereau, ZClaimsBordereauQuery } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findVisibleAgreement } from "../binding-agreements/index.ts";
import { authorizeClaimsBordereau } from "./access.ts";
import { controlTotals, ledgerRows, toCsv } from "./ledger.ts";
import { claims } from "./tables.ts";

/** The claims bordereau of one binding agreement and month, for its agency or its insurer. */
export async function claimsBordereau(
  ctx: Ctx,
  input: { bindingAgreementId: number; query: z.input<typeof ZClaimsBordereauQuery> },
): Promise<{ json: TBordereau; csv: string }> {
  const { db, actor } = ctx;
  const { bindingAgreementId } = input;
  const companyId = actingCompany(actor);
  const query = ZClaimsBordereauQuery.parse(input.query);
  authorizeClaimsBordereau(actor);
  const { row: agreement } = await findVisibleAgreement(db, companyId, bindingAgreementId);
  const { dateTo } = monthRange(query.month);
  const rows = await ledgerRows(
    db,
    and(
      eq(claims.bindingAgreementId, agreement.id),
      sql`${claims.dateFirstAdvised} <= ${dateTo}::date`,
    ),
    dateTo,
  );
  const control = controlTotals(rows);
  return {
    json: {
      bindingAgreement: { id: agreement.id, name: agreement.name },
      month: query.month,
      rows,
      controlTotals: control,
    },
    csv: toCsv(rows, control),
  };
}

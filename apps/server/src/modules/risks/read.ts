/** `GET …/risks/{id}`: one risk package, main risk first, transactions oldest first. */
import { type TRiskPackageView, TransactionStatus } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { todayIn } from "../rating/index.ts";
import { placementOf, quoteNeeds, withinAuthority } from "./authority.ts";
import { type LoadedPackage, loadPackage, packageNames } from "./load.ts";
import { presentPackage } from "./present.ts";

/** The view of a loaded package for the acting user (two or three statements). */
export async function viewOf(ctx: Ctx, loaded: LoadedPackage): Promise<TRiskPackageView> {
  const { db, actor } = ctx;
  const main = loaded.current[0];
  const referred = main?.tx.status === TransactionStatus.Referred && loaded.side !== "broker";
  const [names, placement] = await Promise.all([
    packageNames(db, loaded.row.id),
    referred ? placementOf(db, loaded.row, main.pinned.version.details) : Promise.resolve(null),
  ]);
  const authorised =
    referred &&
    withinAuthority(
      actor.user.id,
      main.pinned.version.details,
      placement,
      quoteNeeds(
        loaded.row,
        loaded.current.map((c) => c.tx),
        todayIn(main.pinned.version.details.timeZone, actor.now()),
      ),
    );
  return presentPackage(actor, loaded, { names, withinAuthority: Boolean(authorised) });
}

export async function getRisk(ctx: Ctx, input: { riskPackageId: number }) {
  return viewOf(ctx, await loadPackage(ctx.db, ctx.actor, input.riskPackageId));
}

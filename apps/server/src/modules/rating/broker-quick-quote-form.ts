import type { Ctx } from "../../platform/context/index.ts";
import { brokerVersion } from "./broker-version.ts";
import { presentQuickForm } from "./quick-quote.ts";
import { raterFor } from "./rater.ts";

/** The quick quote's questions and formulas of a package offered to the broker's company. */
export async function brokerQuickQuoteForm(ctx: Ctx, input: { packageId: number }) {
  const { version, productName } = await brokerVersion(ctx, { packageId: input.packageId });
  return presentQuickForm(await raterFor(ctx.db, version), version, productName);
}

import type { Ctx } from "../../platform/context/index.ts";
import { brokerVersion } from "./broker-version.ts";
import { quickQuote } from "./quick-quote.ts";
import { raterFor } from "./rater.ts";

/** A broker's quick quote: the quick-quote formulas for the quick-quote answers. */
export async function brokerQuickQuote(
  ctx: Ctx,
  input: { packageId: number; answers: Record<string, unknown>; state?: string | null },
) {
  const { version } = await brokerVersion(ctx, { packageId: input.packageId });
  return quickQuote(await raterFor(ctx.db, version), input.answers, input.state ?? null);
}

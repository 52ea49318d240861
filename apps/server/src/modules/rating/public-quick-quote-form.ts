import type { OriginCtx } from "../../platform/context/index.ts";
import { presentQuickForm, publicVersion } from "./quick-quote.ts";
import { raterFor } from "./rater.ts";

/** The public quick quote of a package on an underwriter's portal. */
export async function publicQuickQuoteForm(
  ctx: OriginCtx,
  input: { handle: string; packageId: number },
) {
  const { version, productName } = await publicVersion(ctx, input);
  return presentQuickForm(await raterFor(ctx.db, version), version, productName);
}

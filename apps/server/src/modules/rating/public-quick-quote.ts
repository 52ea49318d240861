import type { OriginCtx } from "../../platform/context/index.ts";
import { publicVersion, quickQuote } from "./quick-quote.ts";
import { raterFor } from "./rater.ts";

/** A public quick quote: the quick-quote formulas for the answers, on an underwriter's portal. */
export async function publicQuickQuote(
  ctx: OriginCtx,
  input: {
    handle: string;
    packageId: number;
    answers: Record<string, unknown>;
    state?: string | null;
  },
) {
  const { version } = await publicVersion(ctx, {
    handle: input.handle,
    packageId: input.packageId,
  });
  return quickQuote(await raterFor(ctx.db, version), input.answers, input.state ?? null);
}

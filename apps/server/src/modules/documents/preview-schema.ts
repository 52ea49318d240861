import { z } from "zod";
import { ZId } from "../../platform/http/params.ts";

/** A preview renders with a sample risk, or with one of the company's risks when one is chosen. */
export const ZPreviewWith = z.object({
  sample: z.enum(["pi", "motor"]).default("pi"),
  riskPackageId: ZId.optional(),
});

import { zIdText } from "@platform/domain";
import { z } from "zod";

/** A positive integer id in a path, coerced from its string form, at most MAX_ID (int4). */
export const ZId = zIdText;

/** `:companyId`, the acting company of every company-scoped route. */
export const ZCompanyIdParams = z.object({ companyId: ZId });

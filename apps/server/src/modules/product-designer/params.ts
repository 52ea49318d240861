/** The path and params of a product version's design routes, shared with datasets and rating. */
import { z } from "zod";
import { ZCompanyIdParams } from "../../platform/http/params.ts";

const id = z.coerce.number().int().positive();
export const ZVersionParams = ZCompanyIdParams.extend({ productId: id, versionId: id });
export const versionBase = "/api/companies/:companyId/products/:productId/versions/:versionId";

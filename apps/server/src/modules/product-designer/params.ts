/** The path and params of a product version's design routes, shared with datasets and rating. */

import { zIdText } from "@platform/domain";
import { ZCompanyIdParams } from "../../platform/http/params.ts";

const id = zIdText;
export const ZVersionParams = ZCompanyIdParams.extend({ productId: id, versionId: id });
export const versionBase = "/api/companies/:companyId/products/:productId/versions/:versionId";

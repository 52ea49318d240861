import type { OriginCtx } from "../../platform/context/index.ts";
import { findCompanyByHandle } from "../companies/index.ts";
import { microsoftEnabled } from "./configuration.ts";
import { connectionForCompany } from "./organisation-connection.ts";

export async function signInAvailable(
  ctx: OriginCtx,
  input: { companyHandle: string },
): Promise<boolean> {
  const { companyHandle } = input;
  if (!microsoftEnabled(ctx.config)) return false;
  const company = await findCompanyByHandle(ctx.db, companyHandle);
  return Boolean(company && (await connectionForCompany(ctx.db, company.id)));
}

import { CompanyType, messages } from "@platform/domain";
import type { OriginCtx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findCompanyByHandle } from "../companies/index.ts";
import { presentAvailablePackages, publishedPackagesOf } from "./available.ts";

/** The public products page of a company's portal: its live public packages. */
export async function publicPackages(ctx: OriginCtx, input: { handle: string }) {
  const { db } = ctx;
  const company = await findCompanyByHandle(db, input.handle);
  if (!company?.isActive) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter) return { data: [], meta: { total: 0 } };
  const rows = (await publishedPackagesOf(db, [company.id])).filter(
    (row) => row.visibility === "public",
  );
  const data = await presentAvailablePackages(
    db,
    rows,
    () => ({
      id: company.id,
      name: company.name,
      handle: company.handle,
    }),
    ctx.origin.now(),
  );
  return { data, meta: { total: data.length } };
}

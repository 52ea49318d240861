import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { companies } from "./tables.ts";

/** What anyone may read of a company: enough to brand its portal. */
export async function publicCompanyProfile(db: DbOrTx, handle: string) {
  const [row] = await db.select().from(companies).where(eq(companies.handle, handle.toLowerCase()));
  if (!row?.isActive) throw notFound(messages.noCompany);
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    refCompanyTypeId: row.refCompanyTypeId,
    appearance: {
      showLogoOnHeader: row.showLogoOnHeader,
      logoFileVersionId: row.logoFileVersionId,
      headerFileVersionId: row.headerFileVersionId,
      headerTextColour: row.headerTextColour,
    },
  };
}

import { messages } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { presentPublicCompany } from "./present.ts";
import * as repo from "./repo.ts";

export async function publicCompanyProfile(db: DbOrTx, handle: string) {
  const row = await repo.findCompanyByHandle(db, handle);
  if (!row?.isActive) throw notFound(messages.noCompany);
  return presentPublicCompany(row);
}

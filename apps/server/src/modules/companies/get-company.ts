import { isSystemUser, messages } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { presentCompanyFor, presentPublicCompany } from "./present.ts";
import * as repo from "./repo.ts";

/** Members and system users get the whole company; anyone else its public profile if active. */
export async function getCompany(db: DbOrTx, user: AuthUser | null, id: number) {
  const details = await repo.findCompanyWithDetails(db, id);
  if (!details) throw notFound(messages.noCompany);
  const row = details.company;
  const insider = user && (isSystemUser(user) || user.roles.some((role) => role.companyId === id));
  if (insider) return presentCompanyFor(user, details);
  if (!row.isActive) throw notFound(messages.noCompany);
  return presentPublicCompany(row);
}

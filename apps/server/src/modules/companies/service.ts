import {
  CompanyType,
  isSystemUser,
  messages,
  Permission,
  pageMeta,
  roleIn,
  rolePermissionIds,
  type TCreateCompanyRequest,
  type TPageQuery,
  type TUpdateCompanyRequest,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { findFileVersion, imageTypes } from "../files/index.ts";
import { fileVersions } from "../files/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { presentCompany, presentPublicCompany } from "./present.ts";
import { assignRole, createAdministratorRole } from "./provisioning.ts";
import * as repo from "./repo.ts";
import { companies } from "./tables.ts";

function present(user: AuthUser | null, details: repo.CompanyWithDetails) {
  const row = details.company;
  const role = user ? roleIn(user, row.id) : undefined;
  const actorPermissionIds =
    user && isSystemUser(user)
      ? Object.values(Permission)
      : role
        ? [...rolePermissionIds(role)].sort((a, b) => a - b)
        : [];
  return presentCompany(row, {
    tags: details.tags,
    companyTypePermissions: details.companyTypePermissions,
    actorPermissionIds,
  });
}

const canSeeAll = (user: AuthUser) => isSystemUser(user);

/** A page of the companies the user belongs to (all of them for the system company). */
export async function listCompanies(
  db: DbOrTx,
  user: AuthUser,
  filters: repo.CompanyFilters,
  query: TPageQuery,
) {
  const ids = canSeeAll(user) ? undefined : user.roles.map((role) => role.companyId);
  const { rows, total } = await repo.pageCompanies(db, { ...filters, ids }, query);
  return { data: rows.map((row) => present(user, row)), meta: pageMeta(total, query) };
}

/** Names of active companies, for pickers (e.g. connecting a broker with an underwriter). */
export async function companyNames(db: DbOrTx, filters: repo.CompanyFilters) {
  const rows = await repo.listCompanies(db, { ...filters, isActive: true });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    handle: row.handle,
    refCompanyTypeId: row.refCompanyTypeId,
  }));
}

/** Members and system users get the whole company; anyone else its public profile if active. */
export async function getCompany(db: DbOrTx, user: AuthUser | null, id: number) {
  const details = await repo.findCompanyWithDetails(db, id);
  if (!details) throw notFound(messages.noCompany);
  const row = details.company;
  const insider = user && (isSystemUser(user) || user.roles.some((role) => role.companyId === id));
  if (insider) return present(user, details);
  if (!row.isActive) throw notFound(messages.noCompany);
  return presentPublicCompany(row);
}

export async function publicCompanyProfile(db: DbOrTx, handle: string) {
  const row = await repo.findCompanyByHandle(db, handle);
  if (!row?.isActive) throw notFound(messages.noCompany);
  return presentPublicCompany(row);
}

function addressColumns(address: TCreateCompanyRequest["address"]) {
  if (!address) return {};
  return {
    addressLine1: address.line1 ?? null,
    addressLine2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postcode: address.postcode ?? null,
    country: address.country,
  };
}

/**
 * Registers a company; its creator becomes its administrator. It is active at once when
 * approval is automatic or a system user creates it, else the system company is asked.
 */
export async function createCompany(deps: AppDeps, actor: Actor, input: TCreateCompanyRequest) {
  const { user } = actor;
  const systemActor = isSystemUser(user);
  if (input.refCompanyTypeId === CompanyType.System && !systemActor) {
    throw invalid({ refCompanyTypeId: "Only the platform can register a system company" });
  }
  const { address, tags, handle, ...fields } = input;
  return inTransaction(deps.db, async (tx, afterCommit) => {
    if (await repo.findCompanyByHandle(tx, handle))
      throw invalid({ handle: "This handle is already in use" });
    const isActive = systemActor || !deps.config.companyApproval;
    const [row] = await tx
      .insert(companies)
      .values({
        ...fields,
        handle,
        ...addressColumns(address),
        isActive,
        approval: isActive ? "approved" : "pending",
      })
      .returning();
    const company = row!;
    if (tags) await repo.replaceTags(tx, company.id, tags);
    const adminRole = await createAdministratorRole(tx, company);
    await assignRole(tx, user.id, adminRole);
    await audit(
      tx,
      {
        action: "company.created",
        userId: user.id,
        companyId: company.id,
        subjectType: "company",
        subjectId: company.id,
        data: { isActive },
      },
      actor,
    );
    if (!isActive) {
      await notifyAll(tx, afterCommit, deps.outbox, await systemUserIds(tx), {
        companyId: null,
        type: "company.approval_requested",
        message: `${company.name} asks to join the platform and awaits approval.`,
        frontendUrl: "/",
      });
    }
    return { id: company.id };
  });
}

async function systemUserIds(db: DbOrTx): Promise<number[]> {
  const systemCompanies = await repo.listCompanies(db, {
    refCompanyTypeId: CompanyType.System,
    isActive: true,
  });
  const ids = await Promise.all(
    systemCompanies.map((company) => repo.memberUserIds(db, company.id)),
  );
  return [...new Set(ids.flat())];
}

export async function updateCompany(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: TUpdateCompanyRequest,
) {
  const { user } = actor;
  assertCan(user, id, Permission.ManageCompanyDetails);
  if (input.isActive !== undefined && !isSystemUser(user)) {
    throw forbidden(messages.noEditPermission);
  }
  const { address, tags, appearance, ...fields } = input;
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const before = await repo.findCompany(tx, id);
    if (!before) throw notFound(messages.noCompany);
    await useBrandingImages(tx, id, appearance);
    const [row] = await tx
      .update(companies)
      .set({
        ...fields,
        ...addressColumns(address),
        ...(appearance ?? {}),
        // Activating a company decides its registration too (the approval queue empties).
        ...(input.isActive === true ? { approval: "approved" as const, declineReason: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id))
      .returning();
    if (tags) await repo.replaceTags(tx, id, tags);
    await audit(
      tx,
      {
        action: "company.updated",
        userId: user.id,
        companyId: id,
        subjectType: "company",
        subjectId: id,
        data: { fields: Object.keys(input) },
      },
      actor,
    );
    if (input.isActive === true && !before.isActive) {
      await notifyAll(tx, afterCommit, deps.outbox, await repo.memberUserIds(tx, id), {
        companyId: id,
        type: "company.approved",
        message: `${row!.name} has been approved. Welcome aboard.`,
        frontendUrl: "/",
      });
    }
    return present(user, (await repo.findCompanyWithDetails(tx, id))!);
  });
}

/**
 * Logo and header images must be images uploaded by the company itself; they become public,
 * since the portal shows them before anyone signs in.
 */
async function useBrandingImages(
  tx: DbOrTx,
  companyId: number,
  appearance: TUpdateCompanyRequest["appearance"],
) {
  for (const field of [
    "logoFileVersionId",
    "headerFileVersionId",
    "productBannerFileVersionId",
  ] as const) {
    const fileId = appearance?.[field];
    if (!fileId) continue;
    const file = await findFileVersion(tx, companyId, fileId);
    if (!file || !imageTypes.includes(file.mimeType))
      throw invalid({ [`appearance.${field}`]: messages.invalidFileType });
    await tx.update(fileVersions).set({ visibility: 2 }).where(eq(fileVersions.id, file.id));
  }
}

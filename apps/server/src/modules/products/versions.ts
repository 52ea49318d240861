/** A product's versions (SPEC §4): read, save, publish, unpublish, delete, start a new one. */
import {
  type TProductDetailsInput,
  type TProductVersionDiff,
  ZProductCodes,
  ZProductDetails,
} from "@platform/domain";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { assertReferences } from "./manage.ts";
import { presentVersion, presentVersionSummary } from "./present.ts";
import { productVersioning as kernel } from "./versioned.ts";

export const getProduct = (db: DbOrTx, actor: Actor, productId: number) =>
  kernel.get(db, actor, productId);

export async function listVersions(db: DbOrTx, actor: Actor, productId: number) {
  const { versions, isOnly } = await kernel.list(db, actor, productId);
  return { data: versions.map((version) => presentVersionSummary(version, isOnly)) };
}

export async function getVersion(db: DbOrTx, actor: Actor, productId: number, versionId: number) {
  const { version, isOnly } = await kernel.version(db, actor, productId, versionId);
  return presentVersion(version, isOnly);
}

/** The changes of a version against the one before it. */
export const versionDiff = (
  db: DbOrTx,
  actor: Actor,
  productId: number,
  versionId: number,
): Promise<TProductVersionDiff> => kernel.diff(db, actor, productId, versionId);

/** Saves a version's details; refused once a risk uses it (productLocked). */
export function saveVersion(
  db: Db,
  actor: Actor,
  productId: number,
  versionId: number,
  input: TProductDetailsInput,
) {
  const details = ZProductDetails.parse(input);
  return kernel.save(db, actor, productId, versionId, async (tx) => {
    await assertReferences(tx, actingCompany(actor), details);
    return details;
  });
}

/** Replaces a version's product codes (does not count as saving the version). */
export function saveVersionCodes(
  db: Db,
  actor: Actor,
  productId: number,
  versionId: number,
  input: z.input<typeof ZProductCodes>,
) {
  const codes = ZProductCodes.parse(input);
  return kernel.save(
    db,
    actor,
    productId,
    versionId,
    async (_tx, version) => ({ ...version.details, codes }),
    { action: "codesSaved", markSaved: false, data: () => ({ codes: codes.map((c) => c.code) }) },
  );
}

export const publishVersion = (db: Db, actor: Actor, productId: number, versionId: number) =>
  kernel.publish(db, actor, productId, versionId);

export const unpublishVersion = (db: Db, actor: Actor, productId: number, versionId: number) =>
  kernel.unpublish(db, actor, productId, versionId);

export const deleteVersion = (db: Db, actor: Actor, productId: number, versionId: number) =>
  kernel.deleteVersion(db, actor, productId, versionId);

/** A new draft copying the newest version with its design and datasets; saved before publishing. */
export const createVersion = (db: Db, actor: Actor, productId: number) =>
  kernel.newVersion(db, actor, productId);

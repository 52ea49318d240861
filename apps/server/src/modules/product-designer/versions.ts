/** The product version a design belongs to, as its reader or its editor may have it. */
import type { Actor } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { lockVersionRow, type ProductVersionRow, productVersioning } from "../products/index.ts";
import { authorizeDesignEdit } from "./access.ts";

export interface VersionKey {
  productId: number;
  versionId: number;
}

export interface DesignedVersion {
  version: ProductVersionRow;
  /** Whether the version may be edited (not locked by a risk). */
  editable: boolean;
}

/** A version the actor may read (catalogue readers of the underwriter). */
export async function readableVersion(ctx: Ctx, key: VersionKey): Promise<DesignedVersion> {
  const { version, versions } = await productVersioning.version(ctx, {
    headId: key.productId,
    versionId: key.versionId,
  });
  return { version, editable: productVersioning.allows("edit", version, versions) };
}

/**
 * A version the actor may change: ManageProducts, and the domain's edit rule (locked by a risk:
 * the spec's message). The version row is locked for the rest of the transaction.
 */
export async function editableVersion(tx: DbOrTx, actor: Actor, key: VersionKey) {
  authorizeDesignEdit(actor);
  await lockVersionRow(tx, key.versionId);
  const { version, versions } = await productVersioning.version(
    { db: tx, actor },
    { headId: key.productId, versionId: key.versionId },
  );
  productVersioning.check("edit", version, versions);
  return version;
}

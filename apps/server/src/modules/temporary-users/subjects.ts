import type { DbOrTx } from "../../platform/db/index.ts";

/**
 * The company that owns an item a temporary link may name, or null when the item is gone. The
 * module that shares an item lends its owner lookup (modules.ts); a subject type nobody lends
 * has no owner, so a link naming it reaches nothing.
 */
export type TemporarySubjectOwner = (db: DbOrTx, subjectId: string) => Promise<number | null>;

const owners = new Map<string, TemporarySubjectOwner>();

export function provideTemporarySubjects(lent: Record<string, TemporarySubjectOwner>) {
  for (const [subjectType, owner] of Object.entries(lent)) owners.set(subjectType, owner);
}

export async function ownerOfTemporarySubject(db: DbOrTx, subjectType: string, subjectId: string) {
  const owner = owners.get(subjectType);
  return owner ? owner(db, subjectId) : null;
}

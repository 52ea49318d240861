/**
 * Rules other modules add to every change of a risk package without the risks module knowing
 * them: the renewal chain (only the latest term changes, SPEC §4) and a proposal out with a
 * client (read-only for the broker until the client finishes). Each guard runs inside the
 * change's transaction, after the package row is locked, and throws to refuse.
 */
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { LoadedPackage } from "./load.ts";

export type ChangeGuard = (tx: DbOrTx, actor: Actor, loaded: LoadedPackage) => Promise<void>;

const guards = new Map<string, ChangeGuard>();

/** Adds (or replaces, by name) a guard; modules register theirs when they are imported. */
export function registerChangeGuard(name: string, guard: ChangeGuard) {
  guards.set(name, guard);
}

export async function runChangeGuards(tx: DbOrTx, actor: Actor, loaded: LoadedPackage) {
  for (const guard of guards.values()) await guard(tx, actor, loaded);
}

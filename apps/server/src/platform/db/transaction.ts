import type { Db, Tx } from "./index.ts";

export type AfterCommit = (effect: () => unknown) => void;

/**
 * Runs `work` in one transaction and, only once it has committed, the side effects it
 * registered (realtime pushes, queued mail). A failure rolls everything back and runs none.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    try {
      await effect();
    } catch {
      // Side effects are best-effort: the committed change stands, and clients refetch.
    }
  }
  return result;
}

import type { Db, Tx } from "./index.ts";

export type AfterCommit = (effect: () => unknown) => void;

/**
 * Runs `work` in one transaction and, only once it has committed, the callbacks it registered
 * (waking the job workers of the outbox rows it wrote). A failure rolls everything back and
 * runs none.
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
      // Best effort: the committed change stands, and its outbox jobs run at the next poll.
    }
  }
  return result;
}

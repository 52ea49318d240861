/** The rows of a raw `db.execute(sql…)` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Deep equality of plain form data (strings, numbers, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The form's values once a save answers: each field the user left alone while the save was in
 * flight takes what the server saved; a field changed since it was sent keeps what the user has
 * typed (the form is then still dirty against the saved values).
 */
export function keepTyped<Values>(sent: Values, current: Values, saved: Values): Values {
  const was = sent as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  const next = { ...(saved as Record<string, unknown>) };
  for (const key of Object.keys(now)) {
    if (!sameValue(now[key], was[key])) next[key] = now[key];
  }
  return next as Values;
}

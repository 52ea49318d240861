/**
 * Parses `a=1&ids[]=x&ids[]=y` into `{a: "1", ids: ["x", "y"]}`: repeated keys and the
 * `name[]` form used by the web client both become arrays.
 */
export function parseQuerystring(raw: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const isArray = rawKey.endsWith("[]");
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const existing = result[key];
    if (existing === undefined) result[key] = isArray ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

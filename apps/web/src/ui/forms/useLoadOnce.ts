import { useCallback, useEffect, useRef, useState } from "react";

export type LoadKey = string | number;

/**
 * Fills a form from server data once per record (or version): `load(data)` runs when data for a
 * new `key` arrives, never again for the same key, so a refetch (an invalidating mutation, a
 * realtime push, a window refocus) does not overwrite what the user is typing.
 * Returns the key of the record last loaded from the server (hand it to a rich-text field as its
 * `resetKey`) and `markLoaded`, for a page that already holds a record's values (it has just
 * created it): that record's data is then not loaded over them.
 */
export function useLoadOnce<Data>(
  key: LoadKey | null,
  data: Data | undefined,
  load: (data: Data) => void,
): { loadedKey: LoadKey | null; markLoaded: (key: LoadKey) => void } {
  const [loadedKey, setLoadedKey] = useState<LoadKey | null>(null);
  const loaded = useRef<LoadKey | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (key === null || data === undefined || loaded.current === key) return;
    loaded.current = key;
    latestLoad.current(data);
    setLoadedKey(key);
  }, [key, data]);

  // Not a load: `loadedKey` stays, so a rich-text field keyed by it keeps its document.
  const markLoaded = useCallback((next: LoadKey) => {
    loaded.current = next;
  }, []);
  return { loadedKey, markLoaded };
}

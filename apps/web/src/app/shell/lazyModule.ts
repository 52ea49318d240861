import { useSyncExternalStore } from "react";

/**
 * A module loaded on demand and shared: `load` starts (or joins) the import, `current` answers
 * it once loaded (else null), `use` re-renders the caller when it arrives. A failed import is
 * forgotten, so the next `load` tries again (after a deploy or a network blip).
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const current = () => loaded;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    load(): Promise<M> {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current,
    use: (): M | null => useSyncExternalStore(subscribe, current, current),
  };
}

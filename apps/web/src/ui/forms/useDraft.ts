import { useCallback, useMemo, useState } from "react";
import { sameValue } from "./keepTyped.ts";

type Update<T> = T | ((current: T) => T);

export interface Draft<Values extends object> {
  values: Values;
  /** Sets one field (a value, or a function of its current value). */
  set: <Key extends keyof Values>(field: Key, value: Update<Values[Key]>) => void;
  /** True while the values differ from the clean state (loaded or last saved). */
  dirty: boolean;
  /** Replaces the values and the clean state (a record loaded from the server). */
  load: (values: Values) => void;
  /**
   * A save answered: `sent` (what the save sent) becomes the clean state; fields typed into
   * while the save was in flight keep what was typed and leave the draft dirty.
   */
  saved: (sent: Values) => void;
}

/**
 * A page's editable copy of a record, for pages whose fields hold their own state rather than a
 * Mantine form: one object of values with its clean state, for the unsaved-changes guard.
 */
export function useDraft<Values extends object>(initial: Values): Draft<Values> {
  const [state, setState] = useState({ values: initial, clean: initial });
  const set = useCallback(
    <Key extends keyof Values>(field: Key, value: Update<Values[Key]>) =>
      setState((current) => {
        const next =
          typeof value === "function"
            ? (value as (old: Values[Key]) => Values[Key])(current.values[field])
            : value;
        return { ...current, values: { ...current.values, [field]: next } };
      }),
    [],
  );
  const load = useCallback((values: Values) => setState({ values, clean: values }), []);
  // The values stay as they are: what was sent is in them, and so is anything typed since.
  const saved = useCallback(
    (sent: Values) => setState((current) => ({ ...current, clean: sent })),
    [],
  );
  const dirty = useMemo(() => !sameValue(state.values, state.clean), [state]);
  return { values: state.values, set, dirty, load, saved };
}

import type { UseFormReturnType } from "@mantine/form";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { fieldErrors } from "../api/apiErrors.ts";
import { settleSaved } from "./forms/settleSaved.ts";
import { notifySuccess } from "./notify.ts";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard.tsx";

type Sent<Saved> = { data?: Saved; error?: unknown };

export interface RecordEditorOptions<Values, Saved extends { id: number }> {
  form: UseFormReturnType<Values>;
  /** False for a record not created yet: saving creates it and then opens its page. */
  exists: boolean;
  /** False when the reader may not change the record: no unsaved-changes guard. */
  editable: boolean;
  send: (values: Values) => Promise<Sent<Saved>>;
  /** The form's values from what the server saved; without it the form keeps what was sent. */
  toValues?: (saved: Saved) => Values;
  /** Translated success messages. */
  messages: { saved: string; created: string };
  /** The page of a newly created record. */
  pathOf: (id: number) => string;
}

/**
 * Values typed into a new record's form while its creation was in flight, by the new record's
 * path: its page (mounted afresh from the server's copy) takes them back as unsaved changes.
 */
const typedWhileCreating = new Map<string, { typed: unknown; clean: unknown }>();

/**
 * Saving a record's form: validate, send, put the server's field errors beside the fields,
 * take what the server saved as the clean state (keeping what was typed while it was in
 * flight, which stays unsaved), say so, and after creating open the new record's page once the
 * form is clean (so the unsaved-changes guard lets the move through), handing it what was typed
 * meanwhile. Returns `save` (resolves true when saved) and the guard element to render.
 */
export function useRecordEditor<Values, Saved extends { id: number }>(
  options: RecordEditorOptions<Values, Saved>,
): { save: () => Promise<boolean>; guard: ReactNode; dirty: boolean } {
  const { form, exists, editable, send, toValues, messages, pathOf } = options;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const dirty = form.isDirty();

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const sent = form.getValues();
    const result = await send(sent);
    if (result.error || !result.data) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    const clean = toValues ? toValues(result.data) : sent;
    if (toValues) settleSaved(form, sent, clean);
    else form.resetDirty(sent);
    notifySuccess(exists ? messages.saved : messages.created);
    if (!exists) {
      const typed = form.getValues();
      if (form.isDirty()) typedWhileCreating.set(pathOf(result.data.id), { typed, clean });
      form.resetDirty(typed);
      setCreatedId(result.data.id);
    }
    return true;
  };
  const guard = useUnsavedChangesGuard({ when: dirty && editable, onSave: save });
  // After the guard's hook, so its blocker already knows the form is clean.
  const createdPath = createdId === null ? null : pathOf(createdId);
  useEffect(() => {
    if (createdPath !== null && !dirty) navigate(createdPath, { replace: true });
  }, [createdPath, dirty, navigate]);

  // The record just created, opened afresh: what was typed while it was created comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page address
  useEffect(() => {
    const handed = typedWhileCreating.get(pathname);
    if (!handed) return;
    typedWhileCreating.delete(pathname);
    form.resetDirty(handed.clean as Values);
    form.setValues(handed.typed as Values);
  }, [pathname]);
  return { save, guard, dirty };
}

/**
 * Deleting a record after the reader confirms: says so and goes to the list, or stays
 * where it is when the server refuses (its error toast has said why).
 */
export function useRecordDelete(options: {
  confirm: string;
  deleted: string;
  listPath: string;
  remove: () => Promise<{ error?: unknown }>;
}) {
  const navigate = useNavigate();
  return async () => {
    if (!window.confirm(options.confirm)) return;
    const result = await options.remove();
    if (result.error) return;
    notifySuccess(options.deleted);
    navigate(options.listPath);
  };
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

export interface UnsavedChangesGuardOptions {
  /** True while the page holds changes that are not saved. */
  when: boolean;
  /** Registered save action: the dialog then offers "save"; resolve true when saved. */
  onSave?: () => Promise<boolean> | boolean;
}

/**
 * SPEC §2 unsaved-changes dialog: leaving the page with unsaved changes asks to cancel,
 * discard or (when a save action is registered) save; closing or reloading the browser tab is
 * blocked too. Render the returned element in the page.
 */
export function useUnsavedChangesGuard({ when, onSave }: UnsavedChangesGuardOptions): ReactNode {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === "blocked";
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      const saved = await onSave();
      if (saved) blocker.proceed?.();
      else blocker.reset?.();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t("shell.unsaved.title")}
      centered
      size={480}
      withCloseButton={false}
    >
      <Text size="sm">{t("shell.unsaved.body")}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} disabled={saving}>
          {t("shell.unsaved.stay")}
        </Button>
        <Button color="red" variant="light" onClick={() => blocker.proceed?.()} disabled={saving}>
          {t("shell.unsaved.discard")}
        </Button>
        {onSave && (
          <Button onClick={save} loading={saving}>
            {t("shell.unsaved.save")}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

import "../../../i18n/strings/security.ts";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Asks for the password again before a two-factor change (abuse resistance). */
export function PasswordPrompt({
  opened,
  title,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  opened: boolean;
  title?: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t("security.setup.passwordTitle")}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(password);
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t("security.setup.passwordHint")}
          </Text>
          <PasswordInput
            label={t("security.setup.password")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error ?? undefined}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("security.setup.cancel")}
            </Button>
            <Button type="submit" loading={busy} disabled={!password}>
              {t("security.setup.next")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

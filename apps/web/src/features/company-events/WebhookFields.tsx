import "../../i18n/strings/companyEvents.ts";
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../ui/formatDate.ts";
import { useRotateWebhookSecretMutation } from "./api.ts";
import { SecretToCopy } from "./SecretToCopy.tsx";

interface Props {
  companyId: number;
  /** The saved event and this step's place in its saved chain: rotation acts on what is saved. */
  saved?: { eventId: number; index: number };
  config: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (config: Record<string, unknown>) => void;
}

/**
 * A webhook step: its address, its signing secret (typed in, or generated and shown once) and,
 * once saved, a rotation whose new secret is shown here once while the replaced one keeps signing
 * for a day.
 */
export function WebhookFields({ companyId, saved, config, errors, onChange }: Props) {
  const { t } = useTranslation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const set = (field: string, value: unknown) => onChange({ ...config, [field]: value });
  const previousUntil =
    typeof config.previousSecretExpiresAt === "number" &&
    config.previousSecretExpiresAt * 1000 > Date.now()
      ? config.previousSecretExpiresAt
      : null;

  const rotateSecret = async () => {
    if (!saved) return;
    const result = await rotate({ companyId, ...saved });
    if (!result.data) return;
    setNewSecret(result.data.secret);
    onChange({
      ...config,
      secretSet: true,
      previousSecretExpiresAt: result.data.previousSecretExpiresAt ?? undefined,
    });
  };

  return (
    <>
      <TextInput
        label={t("companyEvents.config.url")}
        description={t("companyEvents.config.urlHint")}
        required
        placeholder="https://"
        value={String(config.url ?? "")}
        onChange={(event) => set("url", event.currentTarget.value)}
        error={errors.url}
      />
      <PasswordInput
        label={t("companyEvents.config.secret")}
        description={
          config.secretSet
            ? `${t("companyEvents.config.secretSet")}. ${t("companyEvents.config.secretHint")}`
            : t("companyEvents.config.secretHint")
        }
        autoComplete="new-password"
        value={String(config.secret ?? "")}
        onChange={(event) => set("secret", event.currentTarget.value || undefined)}
        error={errors.secret}
      />
      {Boolean(config.secretSet) && saved && !newSecret && (
        <Group gap="sm" wrap="nowrap" align="center">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={rotating.isLoading}
            onClick={() => void rotateSecret()}
          >
            {t("companyEvents.config.rotate")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("companyEvents.config.rotateHint")}
          </Text>
        </Group>
      )}
      {newSecret && (
        <Alert color="yellow" title={t("companyEvents.config.rotatedTitle")} p="sm">
          <Stack gap={6}>
            <SecretToCopy
              secret={newSecret}
              label={t("companyEvents.config.rotatedTitle")}
              testId="rotated-secret"
            />
            <Text size="xs">{t("companyEvents.config.rotatedBody")}</Text>
          </Stack>
        </Alert>
      )}
      {previousUntil !== null && (
        <Text size="xs" c="dimmed" data-testid="previous-secret-until">
          {t("companyEvents.config.previousUntil", { time: formatDateTime(previousUntil) })}
        </Text>
      )}
    </>
  );
}

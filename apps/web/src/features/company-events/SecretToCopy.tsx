import "../../i18n/strings/companyEvents.ts";
import { Button, CopyButton, Group, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A webhook secret shown once: read-only, selected on focus, with a copy button. */
export function SecretToCopy({
  secret,
  label,
  testId,
}: {
  secret: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        value={secret}
        readOnly
        aria-label={label}
        data-testid={testId}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "light" : "filled"}
            color={copied ? "teal" : undefined}
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {copied ? t("companyEvents.config.copied") : t("companyEvents.config.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

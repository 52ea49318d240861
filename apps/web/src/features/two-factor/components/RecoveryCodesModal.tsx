import "../../../i18n/strings/security.ts";
import { Button, Code, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Recovery codes are shown once (SPEC §4): copy, download, then confirm they are saved. */
export function RecoveryCodesModal({
  codes,
  onClose,
}: {
  codes: string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = (codes ?? []).join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t("security.recoveryCodes.fileName");
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 500);
  };
  return (
    <Modal
      opened={Boolean(codes && codes.length > 0)}
      onClose={onClose}
      title={t("security.recoveryCodes.title")}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Stack>
        <Text size="sm">{t("security.recoveryCodes.intro")}</Text>
        <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
          {(codes ?? []).map((code) => (
            <Code key={code} fz="md" ta="center" py={6}>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group grow>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t("security.recoveryCodes.copied") : t("security.recoveryCodes.copy")}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
            {t("security.recoveryCodes.download")}
          </Button>
        </Group>
        <Button onClick={onClose}>{t("security.recoveryCodes.saved")}</Button>
      </Stack>
    </Modal>
  );
}

import "../../../i18n/strings/companies.ts";
import {
  Box,
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import type { TCompanyAppearance } from "../../../domain.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { useUpdateCompanyMutation } from "../api.ts";
import { portalUrl } from "../portalHost.ts";
import type { TCompany } from "../types.ts";
import { PanelHeader } from "./PanelHeader.tsx";
import { brandingImageAccept, useUploadFiles } from "./useUploadFiles.ts";

type Slot = "logo" | "header" | "banner";
const slotField = {
  logo: "logoFileVersionId",
  header: "headerFileVersionId",
  banner: "productBannerFileVersionId",
} as const satisfies Record<Slot, keyof TCompanyAppearance>;

const imageUrl = (companyId: number, fileVersionId: number | null) =>
  fileVersionId
    ? apiUrl(`/companies/${companyId}/file-versions/${fileVersionId}?type=inline`)
    : null;

const sameAppearance = (a: TCompanyAppearance, b: TCompanyAppearance) =>
  a.showLogoOnHeader === b.showLogoOnHeader &&
  a.logoFileVersionId === b.logoFileVersionId &&
  a.headerFileVersionId === b.headerFileVersionId &&
  a.productBannerFileVersionId === b.productBannerFileVersionId &&
  (a.headerTextColour ?? "") === (b.headerTextColour ?? "");

/** The portal header as it will look: header image, text colour, logo or name. */
function HeaderPreview({
  company,
  appearance,
}: {
  company: TCompany;
  appearance: TCompanyAppearance;
}) {
  const { t } = useTranslation();
  const header = imageUrl(company.id, appearance.headerFileVersionId);
  const logo = imageUrl(company.id, appearance.logoFileVersionId);
  // As in the shell: the text colour is for the header image (else it could be white on white).
  const colour = header ? appearance.headerTextColour || undefined : undefined;
  return (
    <Box
      data-testid="header-preview"
      h={60}
      px="md"
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 16,
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-default-border)",
        backgroundColor: "var(--mantine-color-body)",
        backgroundImage: header ? `url(${header})` : undefined,
        backgroundSize: "cover",
        backgroundPosition: "center",
        color: colour,
        overflow: "hidden",
      }}
    >
      {appearance.showLogoOnHeader && logo ? (
        <Image src={logo} alt={company.name} h={36} w="auto" fit="contain" />
      ) : (
        <Text fw={700} fz="lg" truncate c={colour}>
          {company.name}
        </Text>
      )}
      <Text size="sm" fw={500} c={colour} visibleFrom="xs" style={{ whiteSpace: "nowrap" }}>
        {t("companies.manage.appearance.previewNav")}
      </Text>
    </Box>
  );
}

function ImageSlot({
  label,
  hint,
  src,
  uploading,
  onUpload,
  onRemove,
}: {
  label: string;
  hint: string;
  src: string | null;
  uploading: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        <Box
          h={96}
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            borderRadius: "var(--mantine-radius-sm)",
            background: "var(--mantine-color-default-hover)",
            overflow: "hidden",
          }}
        >
          {src ? (
            <Image src={src} alt={label} mah={96} w="auto" fit="contain" />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {t("companies.manage.appearance.noImage")}
              </Text>
            </Stack>
          )}
        </Box>
        <Group gap="xs">
          <FileButton accept={brandingImageAccept} onChange={(file) => file && onUpload(file)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
                aria-label={`${src ? t("companies.manage.appearance.replace") : t("companies.manage.appearance.upload")}: ${label}`}
              >
                {src
                  ? t("companies.manage.appearance.replace")
                  : t("companies.manage.appearance.upload")}
              </Button>
            )}
          </FileButton>
          {src && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
            >
              {t("companies.manage.appearance.remove")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Logo, top navigation bar image, header text colour and show-logo switch, previewed live. */
export function AppearancePanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const [update, updating] = useUpdateCompanyMutation();
  const [draft, setDraft] = useState<TCompanyAppearance>(company.appearance);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploadingSlot, setUploadingSlot] = useState<Slot | null>(null);
  const uploader = useUploadFiles(company.id);
  const dirty = !sameAppearance(draft, company.appearance);

  // biome-ignore lint/correctness/useExhaustiveDependencies: take the saved appearance when it changes
  useEffect(() => {
    if (!dirty) setDraft(company.appearance);
  }, [company.appearance]);

  const uploadTo = async (slot: Slot, file: File) => {
    setUploadingSlot(slot);
    const [uploaded] = await uploader.send([file], 2);
    setUploadingSlot(null);
    if (!uploaded) return;
    notifySuccess(t("companies.manage.appearance.uploaded", { name: uploaded.name }));
    setDraft((current) => ({
      ...current,
      [slotField[slot]]: uploaded.id,
      ...(slot === "logo" ? { showLogoOnHeader: true } : {}),
    }));
  };

  const colourError = (value: string | null) =>
    value && !/^#[0-9a-fA-F]{6}$/.test(value)
      ? t("companies.manage.appearance.colourInvalid")
      : null;

  const save = async (): Promise<boolean> => {
    const problem = colourError(draft.headerTextColour);
    if (problem) {
      setErrors({ "appearance.headerTextColour": problem });
      return false;
    }
    const result = await update({
      companyId: company.id,
      body: {
        appearance: {
          showLogoOnHeader: draft.showLogoOnHeader,
          headerTextColour: draft.headerTextColour || null,
          logoFileVersionId: draft.logoFileVersionId,
          headerFileVersionId: draft.headerFileVersionId,
          productBannerFileVersionId: draft.productBannerFileVersionId,
        },
      },
    });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return false;
    }
    setErrors({});
    notifySuccess(t("companies.manage.appearance.saved"));
    return true;
  };
  const guard = useUnsavedChangesGuard({ when: dirty, onSave: save });
  const imageError = Object.values(slotField)
    .map((field) => errors[`appearance.${field}`])
    .find(Boolean);

  return (
    <Stack gap="lg" maw={760}>
      <PanelHeader
        title={t("companies.manage.appearance.title")}
        description={t("companies.manage.appearance.description", {
          company: company.name,
          host: new URL(portalUrl(company.handle)).host,
        })}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("companies.manage.appearance.preview")}
        </Text>
        <HeaderPreview company={company} appearance={draft} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageSlot
          label={t("companies.manage.appearance.logo")}
          hint={t("companies.manage.appearance.logoHint")}
          src={imageUrl(company.id, draft.logoFileVersionId)}
          uploading={uploadingSlot === "logo"}
          onUpload={(file) => void uploadTo("logo", file)}
          onRemove={() => setDraft((current) => ({ ...current, logoFileVersionId: null }))}
        />
        <ImageSlot
          label={t("companies.manage.appearance.header")}
          hint={t("companies.manage.appearance.headerHint")}
          src={imageUrl(company.id, draft.headerFileVersionId)}
          uploading={uploadingSlot === "header"}
          onUpload={(file) => void uploadTo("header", file)}
          onRemove={() => setDraft((current) => ({ ...current, headerFileVersionId: null }))}
        />
        <ImageSlot
          label={t("companies.manage.appearance.banner")}
          hint={t("companies.manage.appearance.bannerHint")}
          src={imageUrl(company.id, draft.productBannerFileVersionId)}
          uploading={uploadingSlot === "banner"}
          onUpload={(file) => void uploadTo("banner", file)}
          onRemove={() => setDraft((current) => ({ ...current, productBannerFileVersionId: null }))}
        />
      </SimpleGrid>
      {imageError && (
        <Text size="sm" c="red">
          {imageError}
        </Text>
      )}
      <Switch
        label={t("companies.manage.appearance.showLogo")}
        checked={draft.showLogoOnHeader}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setDraft((current) => ({ ...current, showLogoOnHeader: checked }));
        }}
      />
      <ColorInput
        label={t("companies.manage.appearance.textColour")}
        description={t("companies.manage.appearance.textColourHint")}
        placeholder="#1a2b3c"
        format="hex"
        maw={280}
        value={draft.headerTextColour ?? ""}
        onChange={(value) =>
          setDraft((current) => ({ ...current, headerTextColour: value || null }))
        }
        error={errors["appearance.headerTextColour"]}
        swatches={["#ffffff", "#1a1b1e", "#0b3d91", "#c92a2a", "#2b8a3e", "#e67700"]}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          disabled={!dirty || updating.isLoading}
          onClick={() => {
            setDraft(company.appearance);
            setErrors({});
          }}
        >
          {t("common.discard")}
        </Button>
        <Button onClick={() => void save()} loading={updating.isLoading} disabled={!dirty}>
          {t("common.saveChanges")}
        </Button>
      </Group>
      {guard}
    </Stack>
  );
}

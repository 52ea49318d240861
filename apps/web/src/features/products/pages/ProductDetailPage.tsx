import "../../../i18n/strings/products.ts";
import "../../../i18n/strings/rating.ts";
import "../../../i18n/strings/templateTriggers.ts";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Menu,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import type { TProduct } from "@platform/domain/schemas/product-views";
import {
  IconArchive,
  IconArrowLeft,
  IconCopy,
  IconDots,
  IconGitBranch,
  IconLock,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { messages } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { scrollStripClass, useScrollStrip } from "../../../ui/scroll-strip/useScrollStrip.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import {
  DesignerWorkspace,
  TestRunWarning,
} from "../../product-designer/components/DesignerWorkspace.tsx";
import { PublishButton } from "../../product-designer/components/PublishButton.tsx";
import { useCreateVersionMutation, useGetProductQuery, useProductActionMutation } from "../api.ts";
import { PolicyChangesSection } from "../components/PolicyChangesSection.tsx";
import {
  CodesSection,
  DetailsSection,
  EndorsementsSection,
  SettingsSection,
} from "../components/ProductSections.tsx";
import { VersionsPanel } from "../components/VersionsPanel.tsx";
import { useWrittenUnderLabel, WrittenUnderSection } from "../components/WrittenUnderSection.tsx";
import { useProductForm } from "../useProductForm.ts";

const tabs = ["details", "versions", "settings", "changes", "codes", "endorsements"] as const;
type Tab = (typeof tabs)[number] | "designer" | "documents";
/** The tabs of the version's form ("Save version"); versions and the designer save their own way. */
const formTabs: readonly Tab[] = ["details", "settings", "changes", "codes", "endorsements"];
/**
 * Without `can.design` (an insurer reading a product written under its agreement) the tabs that
 * read the agency's own catalogue (versions' changes, endorsements, the agreement picker) stay
 * the agency's.
 */
const readerTabs: readonly Tab[] = ["details", "settings", "changes", "codes"];

const settingsFields = [
  "bindTiming",
  "futureInceptionDayLimit",
  "maxBackdateDays",
  "termMonths",
  "underwriting",
  "assignment",
  "ruleMessages",
  "placement",
];
function tabOfField(field: string): Tab {
  const root = field.split(".")[0] ?? field;
  if (settingsFields.includes(root)) return "settings";
  if (root === "policyChanges") return "changes";
  if (root === "codes") return "codes";
  if (root === "clauseIds") return "endorsements";
  return "details";
}

/**
 * `/company/products/:productId`: the product's newest version, its versions and actions.
 * `documents` is the "Documents and emails" tab, composed by app/ (the documents feature).
 */
export function ProductDetailPage({
  documents,
}: {
  documents?: (productId: number) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { productId } = useParams();
  const { companyId, canManage } = useCatalogueCompany();
  const query = useGetProductQuery(
    { companyId: companyId ?? 0, productId: Number(productId) },
    { skip: companyId === null || !Number(productId) },
  );
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to="/company/products" size="sm" mb="md" display="inline-flex">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("products.detail.back")}
        </Group>
      </Anchor>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.detail.item")}
        onRetry={query.refetch}
      >
        {query.data && companyId !== null && (
          <ProductEditor
            key={query.data.currentVersion.id}
            companyId={companyId}
            product={query.data}
            canManage={canManage && query.data.can.manage}
            documents={documents}
          />
        )}
      </QueryPanel>
    </Container>
  );
}

function ProductEditor({
  companyId,
  product,
  canManage,
  documents,
}: {
  companyId: number;
  product: TProduct;
  canManage: boolean;
  documents?: (productId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(product.name);
  const [params] = useSearchParams();
  // Tabs switch in place: changing the URL would trip the unsaved-changes guard mid-edit.
  const [tab, setTab] = useState<Tab>(
    (product.can.design
      ? [...tabs, "designer", ...(documents ? ["documents"] : [])]
      : readerTabs
    ).includes(params.get("tab") as Tab)
      ? (params.get("tab") as Tab)
      : "details",
  );
  const tabStrip = useScrollStrip<HTMLDivElement>(tab);
  const version = product.currentVersion;
  const locked = version.lockedAt !== null;
  const readOnly = !canManage || !version.can.edit || product.status === "archived";
  const { form, save, saving } = useProductForm(companyId, product);
  const writtenUnder = useWrittenUnderLabel(
    companyId,
    product.can.design ? version.details.placement : null,
  );
  const dirty = form.isDirty();
  // A refused save shows the tab holding the first field in error.
  const saveAndShowErrors = async () => {
    return save((fields) => {
      if (fields[0]) setTab(tabOfField(fields[0]));
    });
  };
  const guard = useUnsavedChangesGuard({ when: dirty && !readOnly, onSave: saveAndShowErrors });
  const [productAction, productActionState] = useProductActionMutation();
  const [createVersion, createVersionState] = useCreateVersionMutation();
  const hasDraft = product.versions.some((v) => v.status === "draft");
  const key = { companyId, productId: product.id };

  const runProductAction = async (action: "duplicate" | "archive" | "unarchive" | "delete") => {
    if (action === "delete" && !window.confirm(t("products.detail.confirmDelete"))) return;
    const result = await productAction({ ...key, action });
    if (result.error) return;
    const done = {
      duplicate: "duplicated",
      archive: "archived",
      unarchive: "unarchived",
      delete: "deleted",
    } as const;
    notifySuccess(t(`products.detail.${done[action]}`));
    if (action === "delete") navigate("/company/products");
    if (action === "duplicate" && "id" in result.data)
      navigate(`/company/products/${result.data.id}`);
  };

  const newVersion = async () => {
    const result = await createVersion(key);
    if (!result.error)
      notifySuccess(
        t("products.detail.versionCreated", { number: result.data.currentVersion.versionNumber }),
      );
  };

  return (
    <Stack gap="lg">
      {guard}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {product.name}
          </Title>
          <Group gap={6}>
            <StatusBadge status={product.status} />
            <Badge variant="outline" radius="sm" color={product.kind === 1 ? "blue" : "grape"}>
              {t(`products.kinds.${product.kind}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {readOnly
                ? t("products.detail.viewingVersion", { number: version.versionNumber })
                : t("products.detail.editingVersion", { number: version.versionNumber })}
            </Text>
            {version.status !== product.status && <StatusBadge status={version.status} />}
            {version.savedAt === null && <StatusBadge status="unsaved" />}
          </Group>
          {writtenUnder && (
            <Text size="sm" data-testid="written-under">
              {t("products.writtenUnder.label")}: {writtenUnder}
            </Text>
          )}
        </Stack>
        {canManage && (
          <Group gap="xs">
            {!readOnly && (formTabs.includes(tab) || dirty) && (
              <Button onClick={() => void saveAndShowErrors()} loading={saving} disabled={!dirty}>
                {t("products.detail.save")}
              </Button>
            )}
            {product.status !== "archived" && (
              <PublishButton
                versionKey={{ companyId, productId: product.id, versionId: version.id }}
                versionNumber={version.versionNumber}
                canPublish={version.can.publish}
                disabled={dirty}
                label={t("products.detail.publish")}
                notice={t("products.detail.published", { number: version.versionNumber })}
                buttonProps={{ variant: "light", color: "green" }}
              />
            )}
            {!hasDraft && product.status !== "archived" && (
              <Button
                variant="default"
                leftSection={<IconGitBranch size={16} />}
                onClick={newVersion}
                loading={createVersionState.isLoading}
              >
                {t("products.detail.newVersion")}
              </Button>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t("products.detail.actions")}
                  loading={productActionState.isLoading}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconCopy size={16} />}
                  onClick={() => runProductAction("duplicate")}
                >
                  {t("products.detail.duplicate")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArchive size={16} />}
                  onClick={() =>
                    runProductAction(product.status === "archived" ? "unarchive" : "archive")
                  }
                >
                  {product.status === "archived"
                    ? t("products.detail.unarchive")
                    : t("products.detail.archive")}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => runProductAction("delete")}
                >
                  {t("products.detail.delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>

      {locked && (
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={t("products.detail.lockedTitle")}
        >
          {messages.productLocked}. {t("products.detail.lockedBody")}
        </Alert>
      )}
      {!canManage && <Alert color="gray">{t("products.detail.readOnly")}</Alert>}
      {version.can.publish && (
        <TestRunWarning companyId={companyId} productId={product.id} versionId={version.id} />
      )}
      {canManage && version.savedAt === null && !locked && (
        <Alert color="yellow">{t("products.detail.unsavedHint")}</Alert>
      )}

      <Tabs
        id="product-tabs"
        value={tab}
        onChange={(value) => setTab((value as Tab | null) ?? "details")}
      >
        <Tabs.List ref={tabStrip} className={scrollStripClass}>
          {tabs
            .filter((name) => product.can.design || readerTabs.includes(name))
            .map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`products.detail.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          {product.can.design && <Tabs.Tab value="designer">{t("rating.designer.title")}</Tabs.Tab>}
          {documents && product.can.design && (
            <Tabs.Tab value="documents">{t("templateTriggers.tab")}</Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>

      {/* The current tab's panel (the ids Mantine's tabs point at), around the version's form (its tabs)
          and the designer and versions panels. */}
      <div
        role="tabpanel"
        id={`product-tabs-panel-${tab}`}
        aria-labelledby={`product-tabs-tab-${tab}`}
      >
        {formTabs.includes(tab) && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void saveAndShowErrors();
            }}
          >
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {tab === "details" && <DetailsSection form={form} companyId={companyId} />}
              {tab === "settings" && (
                <Stack gap="lg">
                  <SettingsSection form={form} />
                  {product.can.design && <WrittenUnderSection form={form} companyId={companyId} />}
                </Stack>
              )}
              {tab === "changes" && <PolicyChangesSection form={form} readOnly={readOnly} />}
              {tab === "codes" && <CodesSection form={form} readOnly={readOnly} />}
              {tab === "endorsements" && <EndorsementsSection form={form} companyId={companyId} />}
            </fieldset>
          </form>
        )}
        {tab === "designer" && (
          <DesignerWorkspace
            companyId={companyId}
            productId={product.id}
            versionId={version.id}
            outerDirty={dirty && !readOnly}
            brokerSees={version.details.ruleMessages}
          />
        )}
        {tab === "documents" && documents?.(product.id)}
        {tab === "versions" && (
          <VersionsPanel
            companyId={companyId}
            product={product}
            canManage={canManage}
            dirty={dirty}
          />
        )}
      </div>
    </Stack>
  );
}

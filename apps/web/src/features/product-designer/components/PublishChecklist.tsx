import "../../../i18n/strings/rating.ts";
import { Alert, Anchor, Group, List, Loader, Text, ThemeIcon } from "@mantine/core";
import type { TPublishCheck, TPublishChecklist } from "@platform/domain/product-design/index";
import { IconAlertTriangle, IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { VersionKey } from "../api.ts";

/** Where each item is put right: a designer tab, or the product packages. */
export function fixUrl(key: VersionKey, fix: TPublishCheck["fix"]): string {
  if (fix === "packages") return "/company/product-packages";
  return `/company/products/${key.productId}/versions/${key.versionId}/designer?designerTab=${fix}`;
}

function ItemIcon({ item }: { item: TPublishCheck }) {
  const { t } = useTranslation();
  if (item.done)
    return (
      <ThemeIcon
        color="green"
        size={20}
        radius="xl"
        aria-label={t("rating.designer.checklist.done")}
      >
        <IconCheck size={14} />
      </ThemeIcon>
    );
  if (item.blocking)
    return (
      <ThemeIcon
        color="red"
        size={20}
        radius="xl"
        aria-label={t("rating.designer.checklist.missing")}
      >
        <IconX size={14} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon
      color="yellow"
      size={20}
      radius="xl"
      aria-label={t("rating.designer.checklist.warning")}
    >
      <IconAlertTriangle size={14} />
    </ThemeIcon>
  );
}

interface Props {
  versionKey: VersionKey;
  checklist: TPublishChecklist | undefined;
  /** Inside the designer an item opens its tab in place; elsewhere it links to the designer. */
  onShowTab?: (tab: "form" | "settings" | "tests") => void;
}

/**
 * The server's publish checklist: a tick, a cross (publishing is refused) or a note (the package
 * a broker needs), each linking to where it is put right.
 */
export function PublishChecklist({ versionKey, checklist, onShowTab }: Props) {
  const { t } = useTranslation();
  if (!checklist) return <Loader size="sm" />;
  return (
    <>
      <Text size="sm">{t("rating.designer.checklist.intro")}</Text>
      <List spacing="sm" mt="sm" center data-testid="publish-checklist">
        {checklist.items.map((item) => {
          const fix = item.fix;
          const inPlace = onShowTab && fix !== "packages" ? () => onShowTab(fix) : undefined;
          return (
            <List.Item
              key={item.id}
              icon={<ItemIcon item={item} />}
              data-testid={`publish-check-${item.id}`}
              data-done={item.done}
            >
              <Group gap={6} wrap="wrap">
                <Text size="sm">{item.message}</Text>
                {!item.done &&
                  (inPlace ? (
                    <Anchor component="button" type="button" size="sm" onClick={inPlace}>
                      {t(`rating.designer.checklist.fix.${fix}`)}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={fixUrl(versionKey, fix)} size="sm">
                      {t(`rating.designer.checklist.fix.${fix}`)}
                    </Anchor>
                  ))}
              </Group>
            </List.Item>
          );
        })}
      </List>
      {!checklist.ready && (
        <Alert color="red" mt="md" data-testid="publish-blocked">
          {t("rating.designer.checklist.blocked")}
        </Alert>
      )}
    </>
  );
}

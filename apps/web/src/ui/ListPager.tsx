import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** `meta` of every paged list answer (packages/domain ZPageMeta). */
export interface TPageMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** A page of a list as the server answers it. */
export interface TPage<T> {
  data: T[];
  meta: TPageMeta;
}

/** The pager under a server-paged list: shown once there is more than one page. */
export function ListPager({
  meta,
  onChange,
}: {
  meta: TPageMeta | undefined;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!meta || meta.lastPage <= 1) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t("common.pageTotal", { count: meta.total })}
      </Text>
      <Pagination
        total={meta.lastPage}
        value={meta.page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ "aria-label": t(`common.pageControl.${control}`) })}
      />
    </Group>
  );
}

import { Container, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { ListPager, type TPageMeta } from "../../../ui/ListPager.tsx";

/** The search text of a server-paged list and its page; a new search starts at page 1. */
export function useListSearch() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const searchText = debounced.trim() || undefined;
  const [paging, setPaging] = useState({ searchText, page: 1 });
  const page = paging.searchText === searchText ? paging.page : 1;
  return {
    search,
    setSearch,
    searchText,
    page,
    setPage: (next: number) => setPaging({ searchText, page: next }),
  };
}

/** Page frame of the three lists: product-area tabs, title, action and the search box. */
export function ListLayout({
  title,
  description,
  action,
  searchLabel,
  search,
  onSearch,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {action}
      </Group>
      <CatalogueNav />
      <TextInput
        mb="md"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maw={420}
      />
      {children}
    </Container>
  );
}

/**
 * A list's results: loading and error states, the empty panel (`noMatch` while searching, else
 * `empty` with the new button), else the table (`head` row, `children` body) and its pager.
 */
export function ListResults({
  query,
  list,
  item,
  empty,
  noMatch,
  newButton,
  minWidth,
  head,
  children,
}: {
  query: {
    isLoading: boolean;
    error?: unknown;
    refetch: () => void;
    data?: { data: unknown[]; meta: TPageMeta };
  };
  list: ReturnType<typeof useListSearch>;
  item: string;
  empty: string;
  noMatch: string;
  newButton: ReactNode;
  minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  const rows = query.data?.data ?? [];
  return (
    <QueryPanel isLoading={query.isLoading} error={query.error} item={item} onRetry={query.refetch}>
      {rows.length === 0 ? (
        <EmptyPanel action={list.searchText ? undefined : newButton || undefined}>
          {list.searchText ? noMatch : empty}
        </EmptyPanel>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager meta={query.data?.meta} onChange={list.setPage} />
        </Stack>
      )}
    </QueryPanel>
  );
}

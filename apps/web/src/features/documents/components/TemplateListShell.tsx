import { Button, Container, Group, Pagination, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";

/**
 * The frame the document and email template lists share: title, description, the new-template
 * button, the catalogue tabs, the search box, the list and its pager.
 */
export function TemplateListShell({
  title,
  description,
  newLabel,
  newPath,
  canManage,
  searchLabel,
  search,
  onSearch,
  lastPage,
  page,
  onPage,
  children,
}: {
  title: string;
  description: string;
  newLabel: string;
  newPath: string;
  canManage: boolean;
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  lastPage: number;
  page: number;
  onPage: (page: number) => void;
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
        {canManage && (
          <Button component={Link} to={newPath} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        )}
      </Group>
      <CatalogueNav />
      <TextInput
        placeholder="Search by name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maw={360}
        mb="md"
        aria-label={searchLabel}
      />
      {children}
      {lastPage > 1 && <Pagination mt="md" value={page} total={lastPage} onChange={onPage} />}
    </Container>
  );
}

import {
  Anchor,
  Breadcrumbs,
  Button,
  Center,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconFolder, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { isMemberOf } from "../../../domain.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetFolderQuery } from "../api.ts";
import { useFileDialogs } from "../components/FileDialogs.tsx";
import { FileTable } from "../components/FileTable.tsx";

const PER_PAGE = 50;

/** Signed out on a private folder: sign in, then come back here (SPEC §6). */
function SignInToOpen() {
  const location = useLocation();
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          This folder is private
        </Title>
        <Text c="dimmed" ta="center">
          Sign in with an account of the company that shares it to see its files.
        </Text>
        <Button component={Link} to="/login" state={{ from: location.pathname }}>
          Sign in
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * `/companies/:companyId/folders/:folderId`: the shareable link of a folder. A public folder
 * shows its public files to anyone; a private one needs a signed-in member of the company.
 */
export function PublicFolderPage() {
  const params = useParams();
  const companyId = Number(params.companyId);
  const folderId = Number(params.folderId);
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useGetFolderQuery({ companyId, folderId, page, perPage: PER_PAGE });
  const files = useFileDialogs(companyId, false);
  const contents = query.data;
  useDocumentTitle(contents?.folder.name ?? "Shared folder");
  const member = Boolean(user && isMemberOf(user, companyId));

  if (httpStatus(query.error) === 401) return <SignInToOpen />;
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item="folder"
        onRetry={query.refetch}
      >
        {contents && (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm">
                <ThemeIcon size={40} radius="md" variant="light" color="yellow">
                  <IconFolder size={24} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Title order={1} fz={{ base: 24, sm: 28 }}>
                    {contents.folder.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {contents.folder.visibility === 2
                      ? "Shared folder: anyone with this link can open it"
                      : "Private folder"}
                  </Text>
                </Stack>
              </Group>
              {member && (
                <Button variant="default" component={Link} to={`/company/files/${folderId}`}>
                  Manage in Files
                </Button>
              )}
            </Group>
            {contents.path.length > 1 && (
              <Breadcrumbs>
                {contents.path.map((step) => (
                  <Anchor
                    key={step.id}
                    component={Link}
                    to={`/companies/${companyId}/folders/${step.id}`}
                  >
                    {step.name}
                  </Anchor>
                ))}
              </Breadcrumbs>
            )}
            {contents.folders.length === 0 && contents.files.data.length === 0 ? (
              <EmptyPanel>There are no files to show in this folder.</EmptyPanel>
            ) : (
              <FileTable
                folders={contents.folders}
                files={contents.files.data}
                canManage={false}
                withVersions={Boolean(user)}
                folderLink={(f) => `/companies/${companyId}/folders/${f.id}`}
                onAction={files.onAction}
              />
            )}
            {contents.files.meta.lastPage > 1 && (
              <Pagination value={page} total={contents.files.meta.lastPage} onChange={setPage} />
            )}
          </Stack>
        )}
      </QueryPanel>
      {files.dialogs}
    </Container>
  );
}

import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  FileButton,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconFolderPlus, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { messages } from "../../../domain.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { attachmentAccept, MAX_FILE_MB, uploadType } from "../../../ui/fileTypes.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetDirectoryQuery, useGetFolderQuery, useUploadToFolderMutation } from "../api.ts";
import { useFileDialogs } from "../components/FileDialogs.tsx";
import { FileTable } from "../components/FileTable.tsx";
import { folderLink, useFolderDialogs } from "../components/FolderDialogs.tsx";
import { FolderMenu } from "../components/FolderMenu.tsx";
import { FolderTree } from "../components/FolderTree.tsx";

const PER_PAGE = 50;

/** `/company/files/:folderId?`: the company's directory, its folders and files (SPEC §3). */
export function FilesPage() {
  useDocumentTitle("Files");
  const { folderId: raw } = useParams();
  const { companyId, canManage } = useCatalogueCompany("manageFiles");
  const directory = useGetDirectoryQuery(
    { companyId: companyId ?? 0 },
    { skip: companyId === null },
  );
  const folderId = raw ? Number(raw) : (directory.data?.rootFolderId ?? null);
  const [page, setPage] = useState({ folderId, page: 1 });
  const current = page.folderId === folderId ? page.page : 1;
  const folder = useGetFolderQuery(
    { companyId: companyId ?? 0, folderId: folderId ?? 0, page: current, perPage: PER_PAGE },
    { skip: companyId === null || folderId === null },
  );
  const [upload, uploading] = useUploadToFolderMutation();
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const files = useFileDialogs(companyId ?? 0, canManage);
  const folderDialogs = useFolderDialogs(companyId ?? 0, folder.data?.folder ?? null);
  const contents = folder.data;
  const isRoot = contents?.folder.id === directory.data?.rootFolderId;

  const send = async (picked: File[]) => {
    if (companyId === null || folderId === null) return;
    const problems: string[] = [];
    let done = 0;
    for (const file of picked) {
      if (file.size > MAX_FILE_MB * 1024 * 1024) {
        problems.push(`${file.name}: ${messages.fileTooLarge(MAX_FILE_MB)}`);
        continue;
      }
      const result = await upload({ companyId, folderId, file, type: uploadType(file) });
      if ("error" in result) {
        const body = (
          result.error as { data?: { errors?: Record<string, string[]>; message?: string } }
        ).data;
        problems.push(
          `${file.name}: ${body?.errors?.file?.[0] ?? body?.message ?? messages.failedToUpload}`,
        );
      } else done += 1;
    }
    setUploadErrors(problems);
    if (done > 0) notifySuccess(done === 1 ? "File uploaded" : `${done} files uploaded`);
  };

  const openIds = new Set((contents?.path ?? []).map((p) => p.id));
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Files
        </Title>
        <Text c="dimmed">
          Your company's folders: policy wordings, branding and anything you share. A public folder
          opens for anyone with its link; a private one needs sign-in.
        </Text>
      </Stack>
      <CatalogueNav />
      <QueryPanel
        isLoading={directory.isLoading}
        error={directory.error}
        item="files"
        onRetry={directory.refetch}
      >
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p="xs">
              {directory.data && folderId !== null && (
                <FolderTree
                  folders={directory.data.folders}
                  rootFolderId={directory.data.rootFolderId ?? 0}
                  currentId={folderId}
                  openIds={openIds}
                />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <QueryPanel
              isLoading={folder.isLoading}
              error={folder.error}
              item="folder"
              onRetry={folder.refetch}
            >
              {contents && (
                <Stack>
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Breadcrumbs>
                      {contents.path.map((step, index) =>
                        index === contents.path.length - 1 ? (
                          <Text key={step.id} fw={600}>
                            {index === 0 ? "All files" : step.name}
                          </Text>
                        ) : (
                          <Anchor key={step.id} component={Link} to={`/company/files/${step.id}`}>
                            {index === 0 ? "All files" : step.name}
                          </Anchor>
                        ),
                      )}
                    </Breadcrumbs>
                    {canManage && (
                      <Group gap="xs">
                        <Button
                          variant="default"
                          leftSection={<IconFolderPlus size={16} />}
                          onClick={() => folderDialogs.onAction("new")}
                        >
                          New folder
                        </Button>
                        <FileButton onChange={send} accept={attachmentAccept} multiple>
                          {(props) => (
                            <Button
                              {...props}
                              leftSection={<IconUpload size={16} />}
                              loading={uploading.isLoading}
                            >
                              Upload
                            </Button>
                          )}
                        </FileButton>
                        <FolderMenu
                          folder={contents.folder}
                          isRoot={isRoot}
                          onAction={folderDialogs.onAction}
                        />
                      </Group>
                    )}
                  </Group>
                  {contents.folder.visibility === 2 && (
                    <Alert color="blue" title="Public folder">
                      Anyone with the link can open this folder and its public files:{" "}
                      <Anchor href={folderLink(companyId ?? 0, contents.folder.id)} target="_blank">
                        {folderLink(companyId ?? 0, contents.folder.id)}
                      </Anchor>
                    </Alert>
                  )}
                  {uploadErrors.length > 0 && (
                    <Alert color="red" title={messages.failedToUpload} role="alert">
                      {uploadErrors.map((problem) => (
                        <Text key={problem} size="sm">
                          {problem}
                        </Text>
                      ))}
                    </Alert>
                  )}
                  {contents.folders.length === 0 && contents.files.data.length === 0 ? (
                    <EmptyPanel>This folder is empty.</EmptyPanel>
                  ) : (
                    <FileTable
                      folders={contents.folders}
                      files={contents.files.data}
                      canManage={canManage}
                      folderLink={(f) => `/company/files/${f.id}`}
                      onAction={files.onAction}
                    />
                  )}
                  {contents.files.meta.lastPage > 1 && (
                    <Pagination
                      value={current}
                      total={contents.files.meta.lastPage}
                      onChange={(next) => setPage({ folderId, page: next })}
                    />
                  )}
                </Stack>
              )}
            </QueryPanel>
          </Grid.Col>
        </Grid>
      </QueryPanel>
      {files.dialogs}
      {folderDialogs.dialogs}
    </Container>
  );
}

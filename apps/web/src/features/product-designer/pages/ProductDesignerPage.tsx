import "../../../i18n/strings/rating.ts";
import { Anchor, Badge, Breadcrumbs, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetVersionInfoQuery } from "../api.ts";
import { DesignerWorkspace } from "../components/DesignerWorkspace.tsx";

/** /company/products/:productId/versions/:versionId/designer — the designer of one version. */
export function ProductDesignerPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { id: companyId } = useRepresentingCompany();
  const key = {
    companyId: companyId ?? 0,
    productId: Number(params.productId),
    versionId: Number(params.versionId),
  };
  const info = useGetVersionInfoQuery(key, { skip: !companyId });
  useDocumentTitle(
    info.data ? `${info.data.name} v${info.data.versionNumber}` : t("rating.designer.title"),
  );
  if (!companyId) return <FullScreenLoader />;
  const version = info.data;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/company/products">
            {t("rating.designer.products")}
          </Anchor>
          {version ? (
            <Anchor component={Link} to={`/company/products/${key.productId}`} size="sm">
              {version.name}
            </Anchor>
          ) : (
            <Text size="sm">…</Text>
          )}
        </Breadcrumbs>
        <Group gap="sm" align="center">
          <Title order={1} fz="h2">
            {t("rating.designer.title")}
          </Title>
          {version && (
            <>
              <Badge variant="light">
                {t("rating.designer.version", { n: version.versionNumber })}
              </Badge>
              <Badge
                color={version.status === "published" ? "green" : "gray"}
                variant="light"
                data-testid="version-status"
              >
                {t(`rating.designer.status.${version.status}`)}
              </Badge>
            </>
          )}
        </Group>
        <DesignerWorkspace {...key} showPublish />
      </Stack>
    </Container>
  );
}

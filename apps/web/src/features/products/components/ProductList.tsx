import "../../../i18n/strings/products.ts";
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TProductSummary } from "@platform/domain/schemas/product-views";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { className } from "../labels.ts";

/**
 * A page of the products list: cards on a phone, a table from the `sm` breakpoint. Only the
 * layout for the width at hand is rendered (the page is never prerendered, so the width is known
 * at the first render); rendering both and hiding one with CSS doubled the list's first render.
 */
export function ProductList({ rows }: { rows: TProductSummary[] }) {
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  return wide ? <ProductTable rows={rows} /> : <ProductCards rows={rows} />;
}

function ProductLink({ product }: { product: TProductSummary }) {
  return (
    <Anchor component={Link} to={`/company/products/${product.id}`} fw={600}>
      {product.name}
    </Anchor>
  );
}

function KindBadge({ kind }: { kind: TProductSummary["kind"] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={kind === 1 ? "blue" : "grape"} radius="sm">
      {t(`products.kinds.${kind}`)}
    </Badge>
  );
}

function ProductCards({ rows }: { rows: TProductSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {rows.map((product) => (
        <Paper key={product.id} withBorder radius="md" p="md">
          <ProductLink product={product} />
          <Text size="sm" c="dimmed" mt={2}>
            {className(product.insuranceClassId, t("products.noClass"))} ·{" "}
            {t(`products.types.${product.productType}`)} · v
            {product.latestPublishedVersionNumber ?? product.latestVersionNumber}
          </Text>
          <Group gap={6} mt="xs">
            <StatusBadge status={product.status} />
            <KindBadge kind={product.kind} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function ProductTable({ rows }: { rows: TProductSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("products.list.name")}</Table.Th>
            <Table.Th>{t("products.list.class")}</Table.Th>
            <Table.Th>{t("products.list.kind")}</Table.Th>
            <Table.Th>{t("products.list.type")}</Table.Th>
            <Table.Th>{t("products.list.status")}</Table.Th>
            <Table.Th>{t("products.list.version")}</Table.Th>
            <Table.Th>{t("products.list.updated")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <ProductLink product={product} />
              </Table.Td>
              <Table.Td>{className(product.insuranceClassId, t("products.noClass"))}</Table.Td>
              <Table.Td>
                <KindBadge kind={product.kind} />
              </Table.Td>
              <Table.Td>{t(`products.types.${product.productType}`)}</Table.Td>
              <Table.Td>
                <StatusBadge status={product.status} />
              </Table.Td>
              <Table.Td>
                v{product.latestPublishedVersionNumber ?? product.latestVersionNumber}
                {product.latestPublishedVersionNumber !== null &&
                  product.latestVersionNumber > product.latestPublishedVersionNumber && (
                    <Text span c="dimmed" size="xs">
                      {" "}
                      (v{product.latestVersionNumber} {t("products.status.draft").toLowerCase()})
                    </Text>
                  )}
              </Table.Td>
              <Table.Td>{formatDate(product.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

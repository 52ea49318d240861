import { Badge, Button, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { TAvailablePackage } from "@platform/domain/schemas/product";
import { IconCalculator } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiOrigin } from "../../../api/config.ts";
import { insuranceClassNames } from "../../../domain.ts";

/** A live package as brokers and portal visitors see it. */
export function PackageCard({
  pkg,
  quickQuoteTo,
  showUnderwriter = false,
}: {
  pkg: TAvailablePackage;
  quickQuoteTo: string;
  showUnderwriter?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Card.Section>
        {pkg.promotionalImageUrl ? (
          <Image src={`${apiOrigin}${pkg.promotionalImageUrl}`} alt="" h={160} fit="cover" />
        ) : (
          <div
            aria-hidden
            style={{
              height: 160,
              background:
                "linear-gradient(135deg, var(--mantine-color-blue-6), var(--mantine-color-cyan-5))",
            }}
          />
        )}
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group gap={6}>
          {pkg.mainProduct.insuranceClassId && (
            <Badge variant="light" radius="sm">
              {insuranceClassNames[pkg.mainProduct.insuranceClassId]}
            </Badge>
          )}
          <Badge variant="outline" radius="sm" color="gray">
            {t(`products.types.${pkg.productType}`)}
          </Badge>
        </Group>
        <Title order={2} fz="lg">
          {pkg.name}
        </Title>
        {pkg.description && (
          <Text size="sm" c="dimmed">
            {pkg.description}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {t("products.public.includes")}:
          </Text>{" "}
          {pkg.mainProduct.name}
        </Text>
        {pkg.addOns.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              {t("products.public.addOns")}:
            </Text>{" "}
            {pkg.addOns.map((addOn) => addOn.name).join(", ")}
          </Text>
        )}
        {showUnderwriter && (
          <Text size="sm" c="dimmed">
            {pkg.underwriter.name}
          </Text>
        )}
        <Button
          component={Link}
          to={quickQuoteTo}
          variant="light"
          leftSection={<IconCalculator size={16} />}
          mt="xs"
        >
          {t("products.public.quickQuote")}
        </Button>
      </Stack>
    </Card>
  );
}

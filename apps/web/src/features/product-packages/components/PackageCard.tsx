import "../../../i18n/strings/products.ts";
import { Badge, Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { TAvailablePackage } from "@platform/domain/schemas/product-views";
import {
  IconBriefcase,
  IconBuildingWarehouse,
  IconCalculator,
  IconCar,
  IconShieldCheck,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiOrigin } from "../../../api/config.ts";
import { insuranceClassNames } from "../../../domain.ts";

/** Each insurance class's icon and colour, for a package without a promotional image. */
const classLooks = {
  1: { icon: IconBriefcase, colour: "violet" },
  2: { icon: IconShieldCheck, colour: "teal" },
  3: { icon: IconCar, colour: "orange" },
  4: { icon: IconBuildingWarehouse, colour: "blue" },
} as const;

/**
 * Without a promotional image the card opens on a short band naming the class and who
 * underwrites it, rather than a blank picture.
 */
function ClassBand({ pkg, showUnderwriter }: { pkg: TAvailablePackage; showUnderwriter: boolean }) {
  const classId = pkg.mainProduct.insuranceClassId;
  const look = classId ? classLooks[classId] : { icon: IconShieldCheck, colour: "gray" };
  const Icon = look.icon;
  return (
    <Group gap="sm" px="lg" py="md" wrap="nowrap" bg={`var(--mantine-color-${look.colour}-light)`}>
      <ThemeIcon size={44} radius="md" variant="filled" color={look.colour} aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {classId ? insuranceClassNames[classId] : pkg.mainProduct.name}
        </Text>
        {showUnderwriter && (
          <Text size="xs" c="dimmed" truncate>
            {pkg.underwriter.name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

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
          <ClassBand pkg={pkg} showUnderwriter={showUnderwriter} />
        )}
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group gap={6}>
          {/* Without an image the band above already names the class. */}
          {pkg.mainProduct.insuranceClassId && pkg.promotionalImageUrl && (
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
        {showUnderwriter && pkg.promotionalImageUrl && (
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

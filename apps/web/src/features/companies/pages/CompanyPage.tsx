import "../../../i18n/strings/companies.ts";
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconExternalLink, IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { companyTypeColour } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { countryName } from "../../../ui/countries.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { initials } from "../../../ui/initials.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetCompanyQuery } from "../api.ts";
import { portalUrl } from "../portalHost.ts";
import { isFullCompany, type TCompany } from "../types.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Stack>
  );
}

function Details({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const none = (
    <Text span c="dimmed" size="sm">
      {t("companies.page.none")}
    </Text>
  );
  const address = [
    company.address.line1,
    company.address.line2,
    [company.address.city, company.address.state, company.address.postcode]
      .filter(Boolean)
      .join(" "),
    countryName(company.address.country ?? "AU"),
  ].filter(Boolean);
  const registration = company.registrationNumber
    ? `${company.registrationType === 2 ? t("companies.fields.nzbn") : t("companies.fields.abn")} ${company.registrationNumber}`
    : null;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="lg" mb="md">
        {t("companies.page.details")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Fact label={t("companies.fields.tradingName")}>{company.tradingName ?? none}</Fact>
        <Fact label={t("companies.fields.legalName")}>{company.legalName ?? none}</Fact>
        <Fact label={t("companies.page.registration")}>{registration ?? none}</Fact>
        <Fact label={t("companies.page.address")}>
          {address.length > 1 ? address.map((line) => <div key={line}>{line}</div>) : none}
        </Fact>
        <Fact label={t("companies.page.website")}>
          {company.website ? (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
              {company.website.replace(/^https?:\/\//, "")}
            </Anchor>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t("companies.page.established")}>{company.yearEstablished ?? none}</Fact>
        <Fact label={t("companies.page.currency")}>{company.currency.toUpperCase()}</Fact>
        <Fact label={t("companies.page.tags")}>
          {company.tags.length > 0 ? (
            <Group gap={4}>
              {company.tags.map((tag) => (
                <Badge key={tag} variant="default" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : (
            none
          )}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

/**
 * `/companies/:id`: the public profile for anyone, and the details for members (SPEC §2);
 * `panels` adds what other features show members (app/ composes it: the bound-policy report).
 */
export function CompanyPage({ panels }: { panels?: (company: TCompany) => ReactNode } = {}) {
  const { t } = useTranslation();
  const typeLabel = useCompanyTypeLabel();
  const id = Number(useParams().companyId);
  const query = useGetCompanyQuery(id);
  useDocumentTitle(query.data?.name ?? t("companies.page.title"));
  if (!Number.isInteger(id) || id <= 0) {
    return <ErrorView status={404} item={t("companies.page.title")} />;
  }
  if (query.isLoading) return <FullScreenLoader />;
  if (query.error || !query.data) {
    return (
      <ErrorView
        status={httpStatus(query.error)}
        item={t("companies.page.title")}
        onRetry={query.refetch}
      />
    );
  }
  const company = query.data;
  const full = isFullCompany(company) ? company : null;
  const { appearance } = company;
  const banner = appearance.headerFileVersionId
    ? apiUrl(`/companies/${company.id}/file-versions/${appearance.headerFileVersionId}?type=inline`)
    : null;
  const logo = appearance.logoFileVersionId
    ? apiUrl(`/companies/${company.id}/file-versions/${appearance.logoFileVersionId}?type=inline`)
    : null;
  const colour = companyTypeColour(company.refCompanyTypeId);
  const canManage = Boolean(full && full.actorPermissionIds.length > 0);

  return (
    <Box>
      <Box
        h={{ base: 120, sm: 180 }}
        style={{
          backgroundColor: `var(--mantine-color-${colour}-light)`,
          backgroundImage: banner ? `url(${banner})` : undefined,
          backgroundSize: "cover",
          backgroundPosition: "center",
        }}
      />
      <Container size="lg" pb="xl">
        <Box mt={-48}>
          <Avatar
            src={logo}
            size={96}
            radius="lg"
            color={colour}
            style={{
              border: "4px solid var(--mantine-color-body)",
              background: "var(--mantine-color-body)",
            }}
            imageProps={{ style: { objectFit: "contain" } }}
          >
            {initials(company.name)}
          </Avatar>
        </Box>
        <Group align="flex-end" justify="space-between" gap="lg" mt="sm" mb="xl" wrap="wrap">
          <Stack gap={6} style={{ flex: "1 1 240px", minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {company.name}
            </Title>
            <Group gap="xs">
              <CompanyBadge
                name={typeLabel(company.refCompanyTypeId)}
                typeId={company.refCompanyTypeId}
              />
              {full && !full.isActive && (
                <Badge variant="light" color="orange">
                  {t("companies.status.pending")}
                </Badge>
              )}
              <Text size="sm" c="dimmed" ff="monospace">
                {new URL(portalUrl(company.handle)).host}
              </Text>
            </Group>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              component="a"
              href={portalUrl(company.handle)}
              leftSection={<IconExternalLink size={16} />}
            >
              {t("companies.page.visitPortal")}
            </Button>
            {canManage && (
              <Button
                component={Link}
                to={`/company/manage?companyId=${company.id}`}
                leftSection={<IconSettings size={16} />}
              >
                {t("companies.page.manage")}
              </Button>
            )}
          </Group>
        </Group>
        {full ? (
          <>
            <Details company={full} />
            {panels?.(full)}
          </>
        ) : (
          <Card withBorder radius="lg" padding="lg">
            <Text c="dimmed">{t("companies.page.notMember")}</Text>
          </Card>
        )}
      </Container>
    </Box>
  );
}

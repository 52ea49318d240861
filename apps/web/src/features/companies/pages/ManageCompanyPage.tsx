import "../../../i18n/strings/companies.ts";
import { Badge, Container, Grid, Group, NavLink, Select, Stack, Text, Title } from "@mantine/core";
import { skipToken } from "@reduxjs/toolkit/query";
import {
  IconBolt,
  IconBuilding,
  IconBuildingStore,
  IconLayoutKanban,
  IconLink,
  IconMail,
  IconPalette,
  IconShieldLock,
  IconTags,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { CompanyType } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetCompanyQuery } from "../api.ts";
import { AllUsersPanel } from "../manage/AllUsersPanel.tsx";
import { AppearancePanel } from "../manage/AppearancePanel.tsx";
import { BrokeragesPanel } from "../manage/BrokeragesPanel.tsx";
import { CompaniesPanel } from "../manage/CompaniesPanel.tsx";
import { DetailsPanel } from "../manage/DetailsPanel.tsx";
import { InvitationsPanel } from "../manage/InvitationsPanel.tsx";
import { RolesPanel } from "../manage/RolesPanel.tsx";
import { TagsPanel } from "../manage/TagsPanel.tsx";
import { UsersPanel } from "../manage/UsersPanel.tsx";
import { isFullCompany, type TCompany } from "../types.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";
import { useManagedCompanyId } from "../useManagedCompanyId.ts";

type TabKey =
  | "details"
  | "users"
  | "invitations"
  | "roles"
  | "brokerages"
  | "tags"
  | "events"
  | "appearance"
  | "companies"
  | "allUsers"
  | "workflow";

interface Tab {
  key: TabKey;
  /** The entry's label under `companies.manage.tabs` when it is not the key. */
  label?: TabKey | "underwriters";
  icon: ComponentType<{ size?: number }>;
  render: () => ReactNode;
  /** A screen of its own (workflow configuration): the entry links to its route. */
  to?: string;
}

/** The management screens the actor may use, decided by the server's `can` flags. */
function tabsFor(company: TCompany): Tab[] {
  const { can } = company;
  const tabs: Tab[] = [];
  if (can.manageCompanyDetails) {
    tabs.push({
      key: "details",
      icon: IconBuilding,
      render: () => <DetailsPanel company={company} />,
    });
  }
  if (can.manageCompanyUsers) {
    tabs.push({
      key: "users",
      icon: IconUsers,
      render: () => <UsersPanel companyId={company.id} companyName={company.name} />,
    });
  }
  if (can.manageInvitations) {
    tabs.push({
      key: "invitations",
      icon: IconMail,
      render: () => <InvitationsPanel companyId={company.id} />,
    });
  }
  if (can.manageRoles) {
    tabs.push({
      key: "roles",
      icon: IconShieldLock,
      render: () => <RolesPanel company={company} />,
    });
  }
  const brokers =
    company.refCompanyTypeId === CompanyType.Broker ||
    company.refCompanyTypeId === CompanyType.Underwriter;
  if (brokers && can.manageCompanyDetails) {
    tabs.push({
      key: "brokerages",
      // A broker's connections are underwriters: the entry names what it lists.
      label: company.refCompanyTypeId === CompanyType.Broker ? "underwriters" : undefined,
      icon: IconLink,
      render: () => <BrokeragesPanel company={company} />,
    });
  }
  if (can.manageCompanyTags) {
    tabs.push({ key: "tags", icon: IconTags, render: () => <TagsPanel companyId={company.id} /> });
  }
  if (can.manageCompanyEvents) {
    tabs.push({
      key: "events",
      icon: IconBolt,
      to: "/company/events",
      render: () => null,
    });
  }
  if (can.manageWorkflow) {
    tabs.push({
      key: "workflow",
      icon: IconLayoutKanban,
      to: "/company/workflow",
      render: () => null,
    });
  }
  if (can.manageCompanyDetails) {
    tabs.push({
      key: "appearance",
      icon: IconPalette,
      render: () => <AppearancePanel company={company} />,
    });
  }
  if (company.refCompanyTypeId === CompanyType.System && can.manageCompanies) {
    tabs.push({ key: "companies", icon: IconBuildingStore, render: () => <CompaniesPanel /> });
    tabs.push({ key: "allUsers", icon: IconUsersGroup, render: () => <AllUsersPanel /> });
  }
  return tabs;
}

/** `/company/manage`: the represented company, or `?companyId=` for the system company. */
export function ManageCompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("companies.manage.title"));
  const typeLabel = useCompanyTypeLabel();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const defaultId = useManagedCompanyId();
  const requestedId = Number(params.get("companyId"));
  const companyId = Number.isInteger(requestedId) && requestedId > 0 ? requestedId : defaultId;
  const query = useGetCompanyQuery(companyId ?? skipToken);

  if (companyId === null) {
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
  const tabs = isFullCompany(company) ? tabsFor(company) : [];
  const panels = tabs.filter((tab) => !tab.to);
  if (!isFullCompany(company) || panels.length === 0) {
    return <ErrorView status={403} serverMessage={t("companies.manage.noAccess")} />;
  }
  const requestedTab = params.get("tab");
  const active = panels.find((tab) => tab.key === requestedTab) ?? panels[0]!;
  const choose = (key: string | null) => {
    if (!key) return;
    const link = tabs.find((tab) => tab.key === key)?.to;
    if (link) {
      navigate(link);
      return;
    }
    const next = new URLSearchParams(params);
    next.set("tab", key);
    setParams(next, { replace: true });
  };

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t("companies.manage.title")}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{company.name}</Text>
          <CompanyBadge
            size="sm"
            name={typeLabel(company.refCompanyTypeId)}
            typeId={company.refCompanyTypeId}
          />
          {!company.isActive && (
            <Badge variant="light" color="orange" size="sm">
              {t("companies.status.pending")}
            </Badge>
          )}
        </Group>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            hiddenFrom="md"
            aria-label={t("companies.manage.title")}
            data={tabs.map((tab) => ({
              value: tab.key,
              label: t(`companies.manage.tabs.${tab.label ?? tab.key}`),
            }))}
            value={active.key}
            onChange={choose}
            allowDeselect={false}
          />
          <Stack gap={2} visibleFrom="md" component="nav" aria-label={t("companies.manage.title")}>
            {tabs.map((tab) =>
              tab.to ? (
                <NavLink
                  key={tab.key}
                  component={Link}
                  to={tab.to}
                  label={t(`companies.manage.tabs.${tab.label ?? tab.key}`)}
                  leftSection={<tab.icon size={18} />}
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                />
              ) : (
                <NavLink
                  key={tab.key}
                  label={t(`companies.manage.tabs.${tab.label ?? tab.key}`)}
                  leftSection={<tab.icon size={18} />}
                  active={tab.key === active.key}
                  onClick={() => choose(tab.key)}
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                  aria-current={tab.key === active.key ? "page" : undefined}
                />
              ),
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{active.render()}</Grid.Col>
      </Grid>
    </Container>
  );
}

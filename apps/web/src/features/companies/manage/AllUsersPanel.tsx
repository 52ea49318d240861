import { Alert, Select, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListCompaniesQuery } from "../api.ts";
import { PanelHeader } from "./PanelHeader.tsx";
import { UsersPanel } from "./UsersPanel.tsx";

/**
 * All users, for the system company. The API lists users per company only (there is no
 * cross-company user list), so a company is chosen first.
 */
export function AllUsersPanel() {
  const { t } = useTranslation();
  const companies = useListCompaniesQuery(undefined);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const chosen = companies.data?.find((company) => String(company.id) === companyId);
  return (
    <Stack gap="lg">
      <PanelHeader title={t("companies.manage.allUsers.title")} />
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {t("companies.manage.allUsers.description")}
      </Alert>
      <Select
        label={t("companies.manage.allUsers.company")}
        placeholder={t("companies.manage.allUsers.pick")}
        searchable
        maw={420}
        data={(companies.data ?? []).map((company) => ({
          value: String(company.id),
          label: company.name,
        }))}
        value={companyId}
        onChange={setCompanyId}
      />
      {chosen && <UsersPanel companyId={chosen.id} companyName={chosen.name} />}
    </Stack>
  );
}

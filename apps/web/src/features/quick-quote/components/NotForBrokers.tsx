import "../../../i18n/strings/rating.ts";
import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompanyType } from "../../../domain.ts";

interface Props {
  /** The company the user represents (null: none yet). */
  company: { name: string; refCompanyTypeId: number } | null;
  /** A broker company of the user's other roles, to switch to. */
  brokerCompany: string | null;
}

/** Why a signed-in user who does not represent a broker has no quick quote, and what to do. */
export function NotForBrokers({ company, brokerCompany }: Props) {
  const { t } = useTranslation();
  const underwriter = company?.refCompanyTypeId === CompanyType.Underwriter;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={t("rating.quickQuote.brokersOnly")}
      data-testid="quick-quote-not-broker"
    >
      <Stack gap="sm">
        <Text size="sm">
          {company
            ? t("rating.quickQuote.notBroker", { company: company.name })
            : t("rating.quickQuote.noCompany")}
        </Text>
        {brokerCompany && (
          <Text size="sm">{t("rating.quickQuote.switchTo", { company: brokerCompany })}</Text>
        )}
        {underwriter && (
          <Anchor component={Link} to="/company/products" size="sm" fw={600}>
            {t("rating.quickQuote.toDesigner")}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

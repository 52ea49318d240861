import "../../../i18n/strings/rating.ts";
import { Container, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { usePortalHandle } from "../../../app/session/usePortal.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../../domain.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetQuickQuoteQuery, useQuickQuotePackagesQuery } from "../api.ts";
import { NotForBrokers } from "../components/NotForBrokers.tsx";
import { QuickQuote } from "../components/QuickQuote.tsx";

/**
 * /quick-quote/:packageId? — brokers choose one of the packages their underwriters offer them;
 * on an underwriter's portal, /products/:packageId/quick-quote is the public calculator.
 */
export function QuickQuotePage() {
  const { t } = useTranslation();
  const { packageId } = useParams();
  const navigate = useNavigate();
  const handle = usePortalHandle();
  const { user } = useCurrentUser();
  const { id: companyId, role, company } = useRepresentingCompany();
  const isPublic = Boolean(handle) && !role;
  // Only brokers are offered packages: anyone else signed in is told why, not shown errors.
  const isBroker = company?.refCompanyTypeId === CompanyType.Broker;
  const notBroker = !isPublic && user !== null && !isBroker;
  const otherBroker =
    user?.roles.find((r) => r.company.refCompanyTypeId === CompanyType.Broker)?.company.name ??
    null;
  const packages = useQuickQuotePackagesQuery(companyId ?? 0, {
    skip: isPublic || !companyId || !isBroker,
  });
  const target =
    packageId && isPublic
      ? { kind: "public" as const, handle: handle as string, packageId: Number(packageId) }
      : packageId && companyId && isBroker
        ? { kind: "broker" as const, companyId, packageId: Number(packageId) }
        : null;
  const form = useGetQuickQuoteQuery(target ?? { kind: "public", handle: "", packageId: 0 }, {
    skip: !target,
  });
  useDocumentTitle(t("rating.quickQuote.title"));
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {form.data
            ? t("rating.quickQuote.titleFor", { name: form.data.product.name })
            : t("rating.quickQuote.title")}
        </Title>
        {notBroker && (
          <NotForBrokers
            company={company}
            brokerCompany={otherBroker !== company?.name ? otherBroker : null}
          />
        )}
        {!isPublic && !notBroker && (
          <Select
            label={t("rating.quickQuote.package")}
            placeholder={t("rating.quickQuote.choosePackage")}
            data={(packages.data?.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} · ${p.underwriter.name}`,
            }))}
            value={packageId ?? null}
            onChange={(v) => v && navigate(`/quick-quote/${v}`)}
            maw={520}
          />
        )}
        {!isPublic && !notBroker && packages.data?.data.length === 0 && (
          <Text c="dimmed">{t("rating.quickQuote.noPackages")}</Text>
        )}
        {target && <QuickQuote key={JSON.stringify(target)} target={target} />}
      </Stack>
    </Container>
  );
}

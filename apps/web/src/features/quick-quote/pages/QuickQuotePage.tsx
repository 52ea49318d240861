import { Container, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { usePortalHandle } from "../../../app/session/usePortal.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetQuickQuoteQuery, useQuickQuotePackagesQuery } from "../api.ts";
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
  const { id: companyId, role } = useRepresentingCompany();
  const isPublic = Boolean(handle) && !role;
  const packages = useQuickQuotePackagesQuery(companyId ?? 0, { skip: isPublic || !companyId });
  const target =
    packageId && isPublic
      ? { kind: "public" as const, handle: handle as string, packageId: Number(packageId) }
      : packageId && companyId
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
        {!isPublic && (
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
        {!isPublic && packages.data?.data.length === 0 && (
          <Text c="dimmed">{t("rating.quickQuote.noPackages")}</Text>
        )}
        {target && <QuickQuote key={JSON.stringify(target)} target={target} />}
      </Stack>
    </Container>
  );
}

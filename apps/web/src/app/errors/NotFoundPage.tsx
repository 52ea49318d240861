import { useTranslation } from "react-i18next";
import { ErrorView } from "../../ui/ErrorView.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("errors.notFound.title"));
  return <ErrorView status={404} />;
}

import { useEffect } from "react";
import { t } from "../i18n/index.ts";

/** "Page · Slipway" in the browser tab. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    const product = t("common.productName");
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}

import { Tabs } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

const sections = [
  { key: "products", to: "/company/products", label: "products.nav.products" },
  { key: "packages", to: "/company/product-packages", label: "products.nav.packages" },
  { key: "clauses", to: "/company/clauses", label: "products.nav.clauses" },
  { key: "classes", to: "/company/product-classes", label: "products.nav.classes" },
  { key: "documents", to: "/company/document-templates", label: "products.nav.documents" },
  { key: "syndicates", to: "/company/syndicates", label: "agreements.nav.syndicates" },
  { key: "riskCodes", to: "/company/risk-codes", label: "agreements.nav.riskCodes" },
  { key: "agreements", to: "/company/binding-agreements", label: "agreements.nav.agreements" },
] as const;

/**
 * The product area's own navigation: products, packages, endorsements, classes, and the capacity
 * behind them (syndicates, risk codes, binding agreements).
 */
export function CatalogueNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = sections.find((section) => pathname.startsWith(section.to))?.key ?? "products";
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    listRef.current
      ?.querySelector(`[id$="-tab-${active}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <Tabs
      value={active}
      onChange={(value) => navigate(sections.find((s) => s.key === value)!.to)}
      mb="lg"
    >
      <Tabs.List ref={listRef} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
        {sections.map((section) => (
          <Tabs.Tab key={section.key} value={section.key}>
            {t(section.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

const sections = [
  { key: "products", to: "/company/products" },
  { key: "packages", to: "/company/product-packages" },
  { key: "clauses", to: "/company/clauses" },
  { key: "classes", to: "/company/product-classes" },
] as const;

/** The product area's own navigation: products, packages, endorsements and classes. */
export function CatalogueNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = sections.find((section) => pathname.startsWith(section.to))?.key ?? "products";
  return (
    <Tabs
      value={active}
      onChange={(value) => navigate(sections.find((s) => s.key === value)!.to)}
      mb="lg"
    >
      <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto" }}>
        {sections.map((section) => (
          <Tabs.Tab key={section.key} value={section.key}>
            {t(`products.nav.${section.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

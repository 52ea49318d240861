import "../../i18n/strings/products.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../domain.ts";
import { scrollStripClass, useScrollStrip } from "../scroll-strip/useScrollStrip.ts";
import classes from "./CatalogueNav.module.css";

const allSections = [
  { key: "products", to: "/company/products", label: "products.nav.products" },
  { key: "packages", to: "/company/product-packages", label: "products.nav.packages" },
  { key: "clauses", to: "/company/clauses", label: "products.nav.clauses" },
  { key: "classes", to: "/company/product-classes", label: "products.nav.classes" },
  { key: "datasets", to: "/company/datasets", label: "products.nav.datasets" },
  { key: "renewals", to: "/company/renewal-settings", label: "products.nav.renewals" },
  { key: "documents", to: "/company/document-templates", label: "products.nav.documents" },
  { key: "emails", to: "/company/email-templates", label: "products.nav.emails" },
  { key: "files", to: "/company/files", label: "products.nav.files" },
  { key: "syndicates", to: "/company/syndicates", label: "products.nav.syndicates" },
  { key: "riskCodes", to: "/company/risk-codes", label: "products.nav.riskCodes" },
  { key: "agreements", to: "/company/binding-agreements", label: "products.nav.agreements" },
] as const;

/** An insurer reads the products written under the agreements it carries, and its capacity. */
const insurerSections: readonly string[] = ["products", "syndicates", "agreements"];

/**
 * The product area's own navigation: products, packages, endorsements, classes, and the capacity
 * behind them (syndicates, risk codes, binding agreements). Each section is a page of its own,
 * so these are links looking like tabs (a tab list would point at panels that do not exist).
 */
export function CatalogueNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { company } = useRepresentingCompany();
  const sections =
    company?.refCompanyTypeId === CompanyType.Insurer
      ? allSections.filter((section) => insurerSections.includes(section.key))
      : allSections;
  const active = sections.find((section) => pathname.startsWith(section.to))?.key ?? "products";
  const listRef = useScrollStrip<HTMLElement>(active);
  return (
    <nav
      ref={listRef}
      aria-label={t("products.nav.label")}
      className={`${classes.list} ${scrollStripClass}`}
    >
      {sections.map((section) => (
        <Link
          key={section.key}
          to={section.to}
          className={classes.link}
          aria-current={section.key === active ? "page" : undefined}
        >
          {t(section.label)}
        </Link>
      ))}
    </nav>
  );
}

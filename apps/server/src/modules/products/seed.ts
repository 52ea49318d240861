/**
 * Demo catalogue: for each demo underwriter one published product per insurance
 * class, an add-on, endorsements, and public packages: a main product with the add-on, and for
 * Coastal also its motor fleet product on its own (the demo book places risks on both).
 * Runs inside seedDemoMarket's transaction.
 */
import {
  type Country,
  InsuranceClass,
  type InsuranceClassId,
  ProductKind,
  type TProductDetails,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { insertClause } from "../clauses/index.ts";
import { insertPackage } from "../product-packages/index.ts";
import { insertProduct } from "./insert-product.ts";

interface DemoProduct {
  name: string;
  description: string;
  insuranceClassId: InsuranceClassId;
  kind?: 1 | 2;
  codes: { code: string; description: string }[];
  termMonths?: TProductDetails["termMonths"];
  clauses?: string[];
}

interface DemoCatalogue {
  country: Country;
  productType: "wholesale" | "retail";
  timeZone: TProductDetails["timeZone"];
  currency: TProductDetails["currency"];
  products: DemoProduct[];
  clauses: { name: string; content: string; insuranceClassIds: InsuranceClassId[] }[];
  packages: {
    name: string;
    description: string;
    referenceFormat: string;
    main: string;
    addOn?: string;
  }[];
}

const { ProfessionalIndemnity, Liability, Motor, Property } = InsuranceClass;

export const demoCatalogues: Record<"coastal" | "summit", DemoCatalogue> = {
  coastal: {
    country: "AU",
    productType: "wholesale",
    timeZone: "Australia/Brisbane",
    currency: "aud",
    clauses: [
      {
        name: "Retroactive Date",
        content:
          "<p>This policy responds only to claims arising from <strong>acts, errors or omissions</strong> committed on or after the retroactive date shown in the schedule.</p>",
        insuranceClassIds: [ProfessionalIndemnity],
      },
      {
        name: "Asbestos Exclusion",
        content:
          "<p>We will not pay for any loss, liability or expense arising directly or indirectly from <strong>asbestos</strong> in any form.</p>",
        insuranceClassIds: [Liability, Property],
      },
    ],
    products: [
      {
        name: "Professional Indemnity — Consultants",
        description:
          "Civil liability cover on a claims-made basis for management, IT and engineering consultants.",
        insuranceClassId: ProfessionalIndemnity,
        codes: [{ code: "PI-CON", description: "Professional indemnity – consultants" }],
        clauses: ["Retroactive Date"],
      },
      {
        name: "Public & Products Liability",
        description: "Occurrence-based cover for injury and property damage to third parties.",
        insuranceClassId: Liability,
        codes: [
          { code: "PL", description: "Public liability" },
          { code: "PRL", description: "Products liability" },
        ],
        clauses: ["Asbestos Exclusion"],
      },
      {
        name: "Commercial Motor Fleet",
        description: "Comprehensive cover for fleets of five or more business vehicles.",
        insuranceClassId: Motor,
        codes: [{ code: "MF", description: "Motor fleet" }],
      },
      {
        name: "Business Property",
        description: "Buildings, contents and stock cover with optional business interruption.",
        insuranceClassId: Property,
        codes: [{ code: "BP", description: "Business property" }],
        clauses: ["Asbestos Exclusion"],
      },
      {
        name: "Cyber Liability Extension",
        description: "Add-on cover for data breach response costs and third-party privacy claims.",
        insuranceClassId: Liability,
        kind: ProductKind.AddOn,
        codes: [{ code: "CY-EXT", description: "Cyber extension" }],
      },
    ],
    packages: [
      {
        name: "Consultants Professional Package",
        description:
          "Professional indemnity for consultants with an optional cyber liability extension.",
        referenceFormat: "CUA-PI-{yyyy}{mm}-{0p6:id}",
        main: "Professional Indemnity — Consultants",
        addOn: "Cyber Liability Extension",
      },
      {
        name: "Motor Fleet Package",
        description: "Comprehensive cover for business vehicles, rated per vehicle and driver.",
        referenceFormat: "CUA-MF-{yyyy}{mm}-{0p6:id}",
        main: "Commercial Motor Fleet",
      },
    ],
  },
  summit: {
    country: "NZ",
    productType: "retail",
    timeZone: "Pacific/Auckland",
    currency: "nzd",
    clauses: [
      {
        name: "Earthquake Excess",
        content:
          "<p>Each and every loss caused by <strong>earthquake or natural disaster</strong> is subject to an excess of 2.5% of the sum insured, minimum NZ$5,000.</p>",
        insuranceClassIds: [Property],
      },
    ],
    products: [
      {
        name: "Professional Indemnity — Engineers",
        description: "Claims-made cover for consulting engineers and surveyors.",
        insuranceClassId: ProfessionalIndemnity,
        codes: [{ code: "PI-ENG", description: "Professional indemnity – engineers" }],
      },
      {
        name: "General Liability — Contractors",
        description: "Public liability for building and trade contractors.",
        insuranceClassId: Liability,
        codes: [{ code: "GL-CON", description: "General liability – contractors" }],
      },
      {
        name: "Commercial Vehicle",
        description: "Cover for utes, vans and light trucks used in business.",
        insuranceClassId: Motor,
        codes: [{ code: "CV", description: "Commercial vehicle" }],
        termMonths: { default: 12, min: 1, max: 12 },
      },
      {
        name: "Material Damage & Business Interruption",
        description: "Property damage and loss of gross profit following an insured event.",
        insuranceClassId: Property,
        codes: [
          { code: "MD", description: "Material damage" },
          { code: "BI", description: "Business interruption" },
        ],
        clauses: ["Earthquake Excess"],
      },
      {
        name: "Statutory Liability",
        description: "Add-on for fines and defence costs under New Zealand statutes.",
        insuranceClassId: Liability,
        kind: ProductKind.AddOn,
        codes: [{ code: "SL", description: "Statutory liability" }],
      },
    ],
    packages: [
      {
        name: "Contractors Package",
        description: "General liability for contractors with statutory liability cover.",
        referenceFormat: "SSU-{yy}{mm}-{0p5:id}",
        main: "General Liability — Contractors",
        addOn: "Statutory Liability",
      },
    ],
  },
};

export async function seedDemoCatalogue(tx: DbOrTx, companyId: number, catalogue: DemoCatalogue) {
  const clauseIds = new Map<string, number>();
  for (const clause of catalogue.clauses) {
    const row = await insertClause(
      tx,
      companyId,
      null,
      { ...clause, productClassIds: [], visibility: "public" },
      true,
    );
    clauseIds.set(clause.name, row.id);
  }
  const productIds = new Map<string, number>();
  for (const product of catalogue.products) {
    const details: TProductDetails = {
      name: product.name,
      description: product.description,
      insuranceClassId: product.insuranceClassId,
      productClassId: null,
      productType: catalogue.productType,
      kind: product.kind ?? ProductKind.Main,
      targetCountry: catalogue.country,
      visibility: "public",
      effectiveFrom: "2026-07-01",
      timeZone: catalogue.timeZone,
      currency: catalogue.currency,
      bindTiming: "bindTime",
      futureInceptionDayLimit: 90,
      maxBackdateDays: 14,
      termMonths: product.termMonths ?? { default: 12, min: 1, max: 18 },
      underwriting: { maxInceptionBackdateDays: 14, maxBasePremiumDiscountPercent: 15 },
      assignment: { autoAssignOnReferral: true, hideAssignedUnderwriterFromBrokers: false },
      ruleMessages: { decline: true, endorsement: true, refer: false },
      codes: product.codes,
      clauseIds: (product.clauses ?? []).map((name) => clauseIds.get(name)!),
    };
    const now = new Date();
    const row = await insertProduct(tx, companyId, null, details, now, now);
    productIds.set(product.name, row.id);
  }
  for (const pack of catalogue.packages) {
    await insertPackage(
      tx,
      {
        companyId,
        name: pack.name,
        description: pack.description,
        productType: catalogue.productType,
        referenceFormat: pack.referenceFormat,
        targetCountry: catalogue.country,
        visibility: "public",
        status: "published",
        mainProductId: productIds.get(pack.main)!,
      },
      pack.addOn ? [productIds.get(pack.addOn)!] : [],
    );
  }
}

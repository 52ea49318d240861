/** Enumerations of SPEC §3 and §6. Numeric ids are the spec's and are stored as-is. */

export const CompanyType = {
  Client: 1,
  Broker: 2,
  Underwriter: 3,
  Insurer: 4,
  Legal: 5,
  System: 6,
} as const;
export type CompanyTypeId = (typeof CompanyType)[keyof typeof CompanyType];
export const companyTypeIds = Object.values(CompanyType) as CompanyTypeId[];

export const companyTypeNames: Record<CompanyTypeId, string> = {
  1: "Client",
  2: "Broker",
  3: "Underwriter",
  4: "Insurer",
  5: "Legal",
  6: "System",
};

/** Mantine colour names (SPEC §1). Underwriter blue is also the fallback for an unknown type. */
export const companyTypeColours: Record<CompanyTypeId, string> = {
  1: "orange",
  2: "red",
  3: "blue",
  4: "green",
  5: "grape",
  6: "yellow",
};
export function companyTypeColour(typeId: number | null | undefined): string {
  return companyTypeColours[typeId as CompanyTypeId] ?? "blue";
}

export const Permission = {
  ManageCompanyDetails: 1,
  ManageInvitations: 2,
  ManageRolesAndPermissions: 3,
  ManageCompanyUsers: 4,
  ManageSyndicates: 5,
  ManageBindingAgreements: 6,
  ManageProducts: 7,
  ManageDocuments: 8,
  ManageRisks: 9,
  ViewRisks: 10,
  ManageClients: 11,
  ManageClauses: 12,
  ManageProductClasses: 14,
  ManageCompanies: 15,
  SupportCompanies: 16,
  ManageCompanyStatuses: 17,
  ManageCompanyTags: 18,
  ManageCompanyEvents: 19,
  ExecuteCompanyReports: 20,
  ManageCompanyRating: 21,
} as const;
export type PermissionId = (typeof Permission)[keyof typeof Permission];
export const permissionIds = Object.values(Permission) as PermissionId[];
export const permissionNames = Object.fromEntries(
  Object.entries(Permission).map(([name, id]) => [id, name]),
) as Record<PermissionId, keyof typeof Permission>;

export const TransactionStatus = {
  Initiated: 1,
  Submitted: 2,
  Quoted: 3,
  Declined: 4,
  Referred: 5,
  NotTakenUp: 6,
  Bound: 7,
} as const;
export type TransactionStatusId = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const TransactionType = {
  NewBusiness: 1,
  Adjustment: 2,
  Cancellation: 3,
  Renewal: 4,
} as const;
export type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];
export const transactionTypeCodes: Record<TransactionTypeId, string> = {
  1: "NB",
  2: "ADJ",
  3: "CAN",
  4: "REN",
};

export const CustomerSegment = { Retail: 1, Commercial: 2 } as const;

export const InsuranceClass = {
  ProfessionalIndemnity: 1,
  Liability: 2,
  Motor: 3,
  Property: 4,
} as const;
export type InsuranceClassId = (typeof InsuranceClass)[keyof typeof InsuranceClass];
export const insuranceClassNames: Record<InsuranceClassId, string> = {
  1: "Professional indemnity",
  2: "Liability",
  3: "Motor",
  4: "Property",
};

export const ProductKind = { Main: 1, AddOn: 2 } as const;
export const ChargeType = { Standard: 1, OtherCharge: 2, DiscountCharge: 3 } as const;
export type ChargeTypeId = (typeof ChargeType)[keyof typeof ChargeType];

export const currencies = ["aud", "usd", "gbp", "eur", "nzd"] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = "aud";

export const reportOutputTypes = ["csv", "json", "txt"] as const;
export type ReportOutputType = (typeof reportOutputTypes)[number];

export const productTypes = ["wholesale", "retail"] as const;
export type ProductType = (typeof productTypes)[number];

export const themes = ["light", "dark", "auto"] as const;
export type Theme = (typeof themes)[number];

export const ContactMethod = { Email: 1, Phone: 2, None: 3 } as const;
export type ContactMethodId = (typeof ContactMethod)[keyof typeof ContactMethod];
export const contactMethodLabels: Record<ContactMethodId, string> = {
  1: "Email",
  2: "SMS",
  3: "None",
};

export const RegistrationType = { ABN: 1, NZBN: 2 } as const;
export type RegistrationTypeId = (typeof RegistrationType)[keyof typeof RegistrationType];

export const countries = ["AU", "NZ"] as const;
export type Country = (typeof countries)[number];
export const australianStates = ["QLD", "NSW", "VIC", "SA", "WA", "TAS", "ACT", "NT"] as const;
export type AustralianState = (typeof australianStates)[number];

export const FileVisibility = { Private: 1, Public: 2 } as const;

/** SPEC §9: Australian time zones, plus New Zealand for the NZ market. */
export const australianTimeZones = [
  "Australia/Perth",
  "Australia/Eucla",
  "Australia/Darwin",
  "Australia/Brisbane",
  "Australia/Lindeman",
  "Australia/Adelaide",
  "Australia/Broken_Hill",
  "Australia/Hobart",
  "Australia/Lord_Howe",
  "Australia/Melbourne",
  "Australia/Sydney",
] as const;
export const productTimeZones = [...australianTimeZones, "Pacific/Auckland"] as const;

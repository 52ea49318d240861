/** What the import says about a file, in words a user can act on. */
export const importMessages = {
  unknownColumn: (name: string) =>
    `Column "${name}" is not one of the import's columns and is ignored`,
  duplicateColumn: (name: string) => `Column "${name}" appears more than once`,
  missingColumn: (name: string) => `Column "${name}" is required`,
  emptyFile: "The file has no rows below its header",
  required: (name: string) => `${name} is required`,
  invalidDate: (name: string) => `${name} must be a date written YYYY-MM-DD`,
  invalidAmount: (name: string) =>
    `${name} must be an amount in dollars and cents, such as 1234.50`,
  invalidTransactionType: "transactionType must be NB, ADJ, CAN or REN",
  invalidCountry: "insuredCountry must be AU or NZ",
  invalidState: "insuredState must be one of NSW, VIC, QLD, SA, WA, TAS, ACT, NT",
  invalidPostcode: "insuredPostcode must be 4 digits",
  invalidCurrency: (expected: string) => `currency must be ${expected} for this insured's country`,
  invalidEmail: (name: string) => `${name} must be a valid email address`,
  invalidAbn: "insuredRegistrationNumber must be a valid ABN (11 digits)",
  invalidNzbn: "insuredRegistrationNumber must be a valid NZBN (13 digits starting 94)",
  invalidAnswers: 'answers must be a JSON object, such as {"employees":4}',
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  expiryNotAfterInception: "expiryDate must be after inceptionDate",
  effectiveOutsideTerm: "effectiveDate must fall within the term, from inceptionDate to expiryDate",
  bindDateInFuture: "bindDate must not be in the future",
  grossMismatch: (expected: string) =>
    `grossPremium must equal basePremium + otherCharges − discountCharges (${expected})`,
  premiumSign: (type: string, sign: string) => `grossPremium of a ${type} must be ${sign}`,
  commissionExceedsBase: "brokerCommission must not exceed basePremium",
  previousPolicyRequired: "previousPolicyNumber is required for a renewal (REN)",
  gstMismatch: (expected: string, source: string) =>
    `gst differs by more than a cent from the tax table's ${expected} (${source})`,
  stampDutyMismatch: (expected: string, source: string) =>
    `stampDuty differs by more than a cent from the tax table's ${expected} (${source})`,
  noTaxRate: (what: string) =>
    `No ${what} rate is known for this state, class and date; the file's amount is kept`,
  unknownProduct: (value: string) => `No product of yours has the code or name "${value}"`,
  unknownBrokerage: (value: string) =>
    `No brokerage connected to you has the handle or name "${value}"`,
  policyNotFound: (value: string) =>
    `Policy "${value}" is neither in this file nor on the platform`,
  duplicateTransaction: (first: number) =>
    `The same policy, transaction type and effective date appear on line ${first}`,
};

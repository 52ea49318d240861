/** One finding about the file: where (1-based line of the file, the header being line 1), what and why. */
export interface ImportIssue {
  line: number;
  column: string;
  code: ImportIssueCode;
  message: string;
}

export type ImportIssueCode =
  | "unknownColumn"
  | "duplicateColumn"
  | "missingColumn"
  | "emptyFile"
  | "required"
  | "invalidDate"
  | "invalidAmount"
  | "invalidTransactionType"
  | "invalidCountry"
  | "invalidState"
  | "invalidPostcode"
  | "invalidCurrency"
  | "invalidEmail"
  | "invalidRegistrationNumber"
  | "invalidAnswers"
  | "tooLong"
  | "expiryNotAfterInception"
  | "effectiveOutsideTerm"
  | "bindDateInFuture"
  | "grossMismatch"
  | "premiumSign"
  | "commissionExceedsBase"
  | "previousPolicyRequired"
  | "gstMismatch"
  | "stampDutyMismatch"
  | "noTaxRate"
  | "unknownProduct"
  | "unknownBrokerage"
  | "policyNotFound"
  | "duplicateTransaction";

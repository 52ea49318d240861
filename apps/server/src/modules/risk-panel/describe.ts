/**
 * Human descriptions of a risk package's audit rows for its timeline. Known actions have their
 * own wording; any other action of the catalogue reads as its name in words
 * ("riskPackage.quoteAccepted" → "Quote accepted"), and a row may carry its own
 * `data.description`.
 */
type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

/** Why the workflow moved a package on its own (a status's `setOn`). */
const eventWords: Record<string, string> = {
  quote: "on quote",
  bind: "on bind",
  decline: "on decline",
};

const known: Record<string, (data: Data) => string> = {
  "risk.created": () => "Risk created",
  "risk.saved": () => "Progress saved",
  "risk.submitted": () => "Submitted to the underwriter",
  "risk.referred": () => "Referred to the underwriter",
  "risk.quoted": () => "Quoted",
  "risk.declined": (d) => (text(d.reason) ? `Declined: ${d.reason}` : "Declined"),
  "risk.migrated": () => "Moved to the newest product version",
  "risk.adjusted": (d) => (text(d.reason) ? `Premium adjusted: ${d.reason}` : "Premium adjusted"),
  "risk.overridden": () => "Underwriting formulas overridden",
  "risk.approval_requested": () => "Approval requested",
  "risk.approved": () => "Approved",
  "risk.approval_denied": () => "Approval denied",
  "risk.approval_undone": () => "Approval decision undone",
  "risk.bound": (d) => (text(d.policyNumber) ? `Bound as policy ${d.policyNumber}` : "Bound"),
  "risk.not_taken_up": () => "Quote lapsed (not taken up)",
  "risk.expiry_warned": () => "Broker told the quote lapses in a week",
  "riskPackage.assigned": (d) =>
    text(d.name) ? `Assigned to ${d.name}` : "Assigned underwriter changed",
  "riskPackage.underwritingStatusChanged": (d) =>
    text(d.name)
      ? `Underwriting status set to ${d.name}${text(d.event) ? ` (${eventWords[String(d.event)] ?? d.event})` : ""}`
      : "Underwriting status cleared",
  "riskPackage.noteAdded": () => "Note added",
  "riskPackage.messageSent": (d) =>
    text(d.companyName) ? `Message sent by ${d.companyName}` : "Message sent",
};

/** "quoteAccepted" / "quote_accepted" → "Quote accepted". */
export function humanise(action: string): string {
  const last = action.split(".").pop() ?? action;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeAction(action: string, data: Data): string {
  return text(data.description) ?? known[action]?.(data) ?? humanise(action);
}

/**
 * The underwriter company's internal entries, hidden from the broker side: notes, the board
 * column, approvals, manual adjustments, underwriting formulas and assignment (which a product
 * may hide from brokers). Also any row marked `data.internal`.
 */
export const internalActionPattern =
  "note|underwritingstatus|approval|approved|adjust|overrid|formula|assign";

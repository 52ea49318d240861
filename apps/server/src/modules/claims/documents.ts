/**
 * Documents on a claim or incident: files in the claim's folder of the files module,
 * owned by the company that writes the policy (docs/decisions.md). Every party that sees the
 * claim lists and downloads them under its own company through the claim's routes; whoever acts
 * on it (`can.upload`) adds them. The claim's access check comes first, so another broker or
 * legal firm gets 404, and a file is only found inside the claim's own folder.
 */

/** Where the acting company `companyId` downloads a document of the claim. */
export const fileUrl = (companyId: number, claimId: number, fileId: number) =>
  `/api/companies/${companyId}/claims/${claimId}/documents/${fileId}/file`;

import { type DocumentData, sampleDocumentData } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { findFileVersion } from "../files/index.ts";
import { type RenderAssets, RenderRefused, renderTemplatesPdf } from "../rendering/index.ts";

/** The company's logo (PNG or JPEG) for the schedule header, if it has one. */
export async function companyLogo(
  deps: Pick<AppDeps, "storage">,
  db: DbOrTx,
  companyId: number,
): Promise<RenderAssets> {
  const company = await findCompany(db, companyId);
  if (!company?.logoFileVersionId) return {};
  const file = await findFileVersion(db, companyId, company.logoFileVersionId);
  if (!file || !/^image\/(png|jpeg)$/.test(file.mimeType)) return {};
  return { logo: { data: await deps.storage.get(file.storageKey), mimeType: file.mimeType } };
}

/** The merge data of one of the company's risks (the risks module answers; app.ts wires it). */
export type PreviewRiskData = (
  db: DbOrTx,
  companyId: number,
  riskPackageId: number,
) => Promise<DocumentData>;

/** What a preview renders with: a sample risk (PI or motor) or one of the company's own risks. */
export interface PreviewWith {
  sample: "pi" | "motor";
  riskPackageId?: number | undefined;
}

/** The merge data a preview renders, titled as the template. */
export async function previewData(
  deps: AppDeps,
  riskData: PreviewRiskData,
  companyId: number,
  { sample, riskPackageId }: PreviewWith,
  title: string,
): Promise<DocumentData> {
  if (riskPackageId !== undefined) {
    const data = await riskData(deps.db, companyId, riskPackageId);
    return { ...data, document: { ...data.document, title } };
  }
  const data: DocumentData = sampleDocumentData(sample, title);
  const company = await findCompany(deps.db, companyId);
  if (company) data.underwriter.companyName = company.name;
  return data;
}

/** A preview's PDF; a render stopped by a limit answers 422 on the content. */
export async function previewPdf(
  parts: { name: string; content: string }[],
  data: DocumentData,
  assets: RenderAssets,
) {
  try {
    return await renderTemplatesPdf(parts, data, assets);
  } catch (error) {
    if (error instanceof RenderRefused) throw invalid({ content: [error.message] });
    throw error;
  }
}

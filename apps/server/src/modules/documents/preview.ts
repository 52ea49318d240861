import { type DocumentData, Permission, sampleDocumentData } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { findCompany } from "../companies/index.ts";
import { assertValidContent, findTemplate, partsOf } from "../document-templates/index.ts";
import { findFileVersion } from "../files/index.ts";
import { type RenderAssets, renderTemplatesPdf } from "./render/index.ts";

/** The company's logo (PNG or JPEG) for the schedule header, if it has one. */
export async function companyLogo(
  deps: AppDeps,
  db: DbOrTx,
  companyId: number,
): Promise<RenderAssets> {
  const company = await findCompany(db, companyId);
  if (!company?.logoFileVersionId) return {};
  const file = await findFileVersion(db, companyId, company.logoFileVersionId);
  if (!file || !/^image\/(png|jpeg)$/.test(file.mimeType)) return {};
  return { logo: { data: await deps.storage.get(file.storageKey), mimeType: file.mimeType } };
}

async function sampleFor(deps: AppDeps, companyId: number, sample: "pi" | "motor", title: string) {
  const data: DocumentData = sampleDocumentData(sample, title);
  const company = await findCompany(deps.db, companyId);
  if (company) data.underwriter.companyName = company.name;
  return data;
}

/** A saved template rendered with the sample risk (or, later, a chosen risk's data). */
export async function previewTemplate(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  templateId: number,
  sample: "pi" | "motor",
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  const template = await findTemplate(deps.db, companyId, templateId);
  const parts = await partsOf(deps.db, companyId, template);
  const data = await sampleFor(deps, companyId, sample, template.name);
  return renderTemplatesPdf(
    parts.map((p) => ({ name: p.name, content: p.content })),
    data,
    await companyLogo(deps, deps.db, companyId),
  );
}

/** Unsaved content from the editor: checked like a save (422 with positions), then rendered. */
export async function previewContent(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: { name: string; content: string; sample: "pi" | "motor" },
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  assertValidContent(input.content);
  const data = await sampleFor(deps, companyId, input.sample, input.name);
  return renderTemplatesPdf(
    [{ name: input.name, content: input.content }],
    data,
    await companyLogo(deps, deps.db, companyId),
  );
}

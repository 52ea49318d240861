/** Creating a product (SPEC §3 Product). */
import {
  CompanyType,
  defaultProductDetails,
  messages,
  productMessages,
  type TCreateProductRequest,
  ZCreateProductRequest,
} from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { assertReferences } from "./references.ts";
import { productVersioning } from "./versioned.ts";

async function assertUnderwriter(db: DbOrTx, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter)
    throw forbidden(productMessages.underwriterOnly);
}

/** Creates a product with an unsaved first version holding sensible defaults. */
export function createProduct(ctx: Ctx, input: TCreateProductRequest) {
  const { actor } = ctx;
  const companyId = actingCompany(actor);
  return productVersioning.create(ctx, {
    prepare: async (tx) => {
      const data = ZCreateProductRequest.parse(input);
      await assertUnderwriter(tx, companyId);
      const content = defaultProductDetails(data);
      await assertReferences(tx, companyId, content);
      return { content, saved: false, data: { name: data.name } };
    },
  });
}

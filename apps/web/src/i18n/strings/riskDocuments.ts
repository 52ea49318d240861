import { riskDocuments } from "../en/risk-documents.ts";
import { addStrings } from "../index.ts";

addStrings({ riskDocuments });

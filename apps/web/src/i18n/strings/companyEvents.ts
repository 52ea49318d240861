import { companyEvents } from "../en/companyEvents.ts";
import { addStrings } from "../index.ts";

addStrings({ companyEvents });

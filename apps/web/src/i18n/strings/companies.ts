import { companies } from "../en/companies.ts";
import { addStrings } from "../index.ts";

addStrings({ companies });

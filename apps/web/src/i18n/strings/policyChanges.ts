import { policyChanges } from "../en/policyChanges.ts";
import { addStrings } from "../index.ts";

addStrings({ policyChanges });

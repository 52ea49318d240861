import { renewals } from "../en/renewals.ts";
import { addStrings } from "../index.ts";

addStrings({ renewals });

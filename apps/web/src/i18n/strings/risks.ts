import { risks } from "../en/risks.ts";
import { addStrings } from "../index.ts";

addStrings({ risks });

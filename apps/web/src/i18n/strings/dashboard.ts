import { dashboard } from "../en/dashboard.ts";
import { addStrings } from "../index.ts";

addStrings({ dashboard });

import { legal } from "../en/legal.ts";
import { addStrings } from "../index.ts";

addStrings({ legal });

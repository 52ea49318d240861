import { agreements } from "../en/agreements.ts";
import { addStrings } from "../index.ts";

addStrings({ agreements });

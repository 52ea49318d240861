import { workflow } from "../en/workflow.ts";
import { addStrings } from "../index.ts";

addStrings({ workflow });

import { reports } from "../en/reports.ts";
import { addStrings } from "../index.ts";

addStrings({ reports });

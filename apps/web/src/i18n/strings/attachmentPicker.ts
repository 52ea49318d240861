import { attachmentPicker } from "../en/template-triggers.ts";
import { addStrings } from "../index.ts";

addStrings({ attachmentPicker });

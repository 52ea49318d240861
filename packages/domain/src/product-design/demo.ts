/**
 * Two worked designs: professional indemnity priced on revenue bands and profession, and motor
 * priced on vehicle value, driver age and postcode zone (declined above a value limit, referred
 * for young drivers). The demo seed loads them; tests rate them to the cent.
 */
import type { ProductDesign } from "./compile.ts";
import type { TDataset, TTestCase } from "./schemas.ts";

export interface DemoDesign {
  design: ProductDesign;
  datasets: TDataset[];
  testCases: TTestCase[];
}

export { motorDemo } from "./demo-motor.ts";
export { professionalIndemnityDemo } from "./demo-professional-indemnity.ts";

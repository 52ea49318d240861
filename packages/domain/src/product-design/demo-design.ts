import type { ProductDesign } from "./compile.ts";
import type { TDataset, TTestCase } from "./schemas.ts";

/** A worked design with its datasets and the test cases that rate it to the cent. */
export interface DemoDesign {
  design: ProductDesign;
  datasets: TDataset[];
  testCases: TTestCase[];
}

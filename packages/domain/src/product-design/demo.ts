/**
 * Two worked designs: professional indemnity priced on revenue bands and profession, and motor
 * priced on vehicle value, driver age and postcode zone (declined above a value limit, referred
 * for young drivers). The demo seed loads them; tests rate them to the cent.
 */
export type { DemoDesign } from "./demo-design.ts";

export { motorDemo } from "./demo-motor.ts";
export { professionalIndemnityDemo } from "./demo-professional-indemnity.ts";

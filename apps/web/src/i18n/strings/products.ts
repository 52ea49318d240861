import { products } from "../en/products.ts";
import { addStrings } from "../index.ts";

addStrings({ products });

/** The product packages module's public API for other modules (products, rating). */

export { availablePackageFor, publicPackages } from "./available.ts";
export { insertPackage } from "./repo.ts";
export { packagesUsingProduct } from "./usage.ts";

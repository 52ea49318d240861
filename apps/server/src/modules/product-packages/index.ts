/** The product packages module's public API for other modules (products, rating). */
export { insertPackage } from "./repo.ts";
export { availablePackageFor, publicPackages } from "./service.ts";
export { packagesUsingProduct } from "./usage.ts";

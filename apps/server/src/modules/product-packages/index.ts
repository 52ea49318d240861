/** The product packages module's public API for other modules (products, rating). */

export { availablePackageFor } from "./available.ts";
export { publicPackages } from "./public-packages.ts";
export { insertPackage } from "./repo.ts";
export { packagesUsingProduct, publishedPackagesOffering } from "./usage.ts";

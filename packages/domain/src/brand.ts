/** The product's name, shown in the shell, emails, authenticator apps and API docs. */
export const PRODUCT_NAME = "Slipway";

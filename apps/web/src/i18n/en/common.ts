import { messages } from "../../domain.ts";

export const common = {
  /** The product's name. "Slipway": in the London market a risk is placed on a "slip". */
  productName: "Slipway",
  productTagline: "Insurance placement and underwriting",
  loading: "Loading…",
  save: "Save",
  saveChanges: "Save changes",
  cancel: "Cancel",
  discard: "Discard changes",
  close: "Close",
  back: "Back",
  goHome: "Go to home page",
  tryAgain: "Try again",
  login: "Log in",
  register: "Create account",
  logout: "Log out",
  openNavigation: "Open navigation",
  closeNavigation: "Close navigation",
  mainNavigation: "Main navigation",
  skipToContent: "Skip to content",
  success: "Success",
  error: "Error",
  unknownError: messages.unknownError,
  saved: "Your changes have been saved",
  never: "Never",
};

export const shell = {
  nav: {
    dashboard: "Dashboard",
    incidents: "Incidents",
    incidentList: "All incidents",
    incidentNew: "Report an incident",
    products: "Products",
    risks: "Risks",
    manageCompany: "Manage company",
    switchCompany: "Switch company",
    ownPortal: "Go to {{company}} portal",
    home: "Home",
  },
  userMenu: {
    label: "account menu",
    representing: "Representing",
    account: "Account and profile",
    theme: "Theme",
    themes: { light: "Light", dark: "Dark", auto: "Auto" },
    themeSaveFailed: "Your theme choice could not be saved",
  },
  footer: {
    terms: "Terms of use",
    privacy: "Privacy policy",
    copyright: "© {{year}} {{product}}. All rights reserved.",
    legalNav: "Legal",
  },
  session: {
    loggedOutTitle: "You have been logged out",
    loggedOut: "Your session has ended. Please log in again.",
  },
  portal: {
    loading: "Loading {{handle}}…",
    failedTitle: "Unable to load {{handle}}",
    failed: "This company portal could not be found or is not available right now.",
  },
  unsaved: {
    title: "Unsaved changes",
    body: "You have changes on this page that have not been saved. What would you like to do?",
    stay: "Keep editing",
    discard: "Discard changes",
    save: "Save and continue",
  },
};

import { messages } from "../../domain.ts";

export const account = {
  title: "Account and profile",
  subtitle: "Your personal details, preferences and password.",
  profile: {
    title: "Profile",
    name: "Full name",
    email: "Email address",
    emailHint: "Contact your company administrator to change the email you sign in with.",
    phone: "Phone number",
    phoneHint: "Include the country code, for example +61 412 345 678.",
    preferredContactMethod: "Preferred contact method",
    contactMethods: { Email: "Email", Phone: "SMS", None: "None" },
    theme: "Theme",
    saved: "Your profile has been updated",
  },
  password: {
    title: "Change password",
    description: "Use a password you do not use anywhere else.",
    current: "Current password",
    new: "New password",
    confirmation: "Confirm new password",
    submit: "Change password",
    changed: "Your password has been changed",
    incorrect: messages.currentPasswordIncorrect,
  },
  details: {
    title: "Account details",
    memberSince: "Member since",
    lastActivity: "Last activity",
    roles: "Companies and roles",
    noRoles: "You are not a member of any company yet.",
  },
};

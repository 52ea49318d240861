import { messages } from "../../domain.ts";

export const auth = {
  login: {
    title: "Log in to your account",
    subtitle: "Welcome back. Enter your details to continue.",
    email: "Email address",
    password: "Password",
    remember: "Keep me signed in on this device",
    submit: "Log in",
    noAccount: "New here?",
    createAccount: "Create an account",
    failed: messages.loginFailed,
  },
  register: {
    title: "Create your account",
    subtitle: "Join your company on the platform in a minute.",
    name: "Full name",
    email: "Work email address",
    password: "Password",
    passwordConfirmation: "Confirm password",
    submit: "Create account",
    haveAccount: "Already have an account?",
    logIn: "Log in",
    created: "Welcome aboard, {{name}}",
    agreement:
      "By creating an account you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.",
  },
  password: {
    rulesTitle: "Password requirements",
    ruleMet: "met",
    ruleNotMet: "not met",
    show: "Show password",
    hide: "Hide password",
  },
  side: {
    heading: "Quote, bind and manage policies in one place",
    points: [
      "Brokers place risks with the right underwriter in minutes",
      "Underwriters control products, rating and referrals",
      "Insurers see bound business as it happens",
    ],
  },
};

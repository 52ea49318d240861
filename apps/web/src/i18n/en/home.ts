export const home = {
  landing: {
    eyebrow: "For the Australian and New Zealand market",
    heading: "Place, quote and bind insurance together",
    lead: "Slipway connects brokerages, underwriting agencies, insurers and their clients on one platform: from the first submission to the bound policy, its documents and its claims.",
    primary: "Create a free account",
    secondary: "Log in",
    audiencesHeading: "Built for every party to a placement",
    audiences: {
      brokers: {
        title: "Brokers",
        body: "Connect with underwriters, get quotes in minutes, manage every risk in one list and be told before a policy expires.",
      },
      underwriters: {
        title: "Underwriters",
        body: "Design products, rating formulas, underwriting rules and document templates. Assign referrals automatically and watch your book on dashboards.",
      },
      insurers: {
        title: "Insurers",
        body: "See bordereaux data in real time, monitor the products written under your binding agreements and keep capacity in view.",
      },
      clients: {
        title: "Clients",
        body: "Follow your quotations, complete proposal forms from a secure link and keep policy documents and claims together.",
      },
      legal: {
        title: "Legal firms",
        body: "Handle incident and claim forms and report on matters alongside the insurer and the broker.",
      },
    },
    preview: {
      label: "Example of a placement on Slipway",
      reference: "PI-2026-000418",
      className: "Professional indemnity",
      insuredLabel: "Insured",
      insured: "Kookaburra Design Pty Ltd",
      underwriterLabel: "Underwriter",
      underwriter: "Coastal Underwriting Agency",
      premiumLabel: "Gross premium",
      premium: "$4,812.50",
      statuses: ["Submitted", "Quoted", "Bound"],
      bound: "Policy bound and documents issued",
    },
    classesHeading: "Every main class of business",
    classes: ["Professional indemnity", "Liability", "Motor", "Property"],
    stepsHeading: "How a placement works",
    steps: [
      {
        title: "Submit",
        body: "The broker completes the proposal form with the insured's details; nothing is keyed twice.",
      },
      {
        title: "Quote",
        body: "The product's rating rules price the risk at once, or refer it to the right underwriter.",
      },
      {
        title: "Bind",
        body: "Accept a quote within 30 days and the policy documents are issued straight away.",
      },
    ],
    securityHeading: "Secure by design",
    securityBody:
      "Two-factor authentication, company-level permissions and data kept under Australian privacy law.",
    ctaHeading: "Ready to place your next risk?",
    ctaBody: "Create an account, then accept your company's invitation or request a new company.",
  },
  welcome: {
    greeting: "Welcome, {{name}}",
    representing: "You are working on behalf of",
    noCompany:
      "You are not a member of any company yet. Register your company to start placing or writing business, or accept an invitation from a colleague.",
    awaitingApproval:
      "{{name}} is waiting for the platform's approval. You can work on its behalf once it is approved: you will be notified, and if it is declined you will receive an email with the reason.",
    nextSteps: "What you can do next",
    invitationsHint:
      "Joining an existing company? Ask its administrator to invite you: the invitation arrives by email and its link adds you to the company.",
    steps: {
      registerCompany: {
        title: "Register a company",
        text: "Set up your brokerage, underwriting agency, insurer, legal firm or business.",
      },
      connectUnderwriter: {
        title: "Connect with an underwriter",
        text: "Ask an underwriting agency to connect with you, then quote and place their products.",
      },
      newRisk: { title: "Start a new risk", text: "Choose a product and submit a risk for quote" },
      risks: {
        title: "Risks",
        text: "Search, filter and manage risks",
        insurer: "Policies bound under the binding agreements you carry",
      },
      products: {
        title: "Products",
        text: "Products available to quote",
        author: "Author products, their forms, rating and documents",
      },
      claims: {
        title: "Claims",
        text: "Lodge and follow claims on your policies",
        others: "Claims on the policies you placed or wrote",
        insurer: "Claims on the policies written under your binding agreements",
      },
      policies: { title: "Your policies", text: "The policies your broker placed for you" },
      incidents: { title: "Incidents", text: "Incidents and claims referred to your firm" },
      newIncident: { title: "Notify an incident", text: "Open a new incident file" },
      bindingAgreements: {
        title: "Binding agreements",
        text: "The authority you give underwriting agencies",
      },
      bordereaux: { title: "Bordereaux", text: "Premium and claims bordereaux from your agencies" },
      connections: { title: "Underwriters", text: "Your connections and pending requests" },
      brokerRequests: {
        title: "Brokers",
        text: "Connected brokers and their requests to connect",
      },
      dashboard: {
        title: "Dashboard",
        text: "See your company's activity and widgets",
        insurer: "Your binding agreements and their loss ratios",
      },
      companies: { title: "Companies", text: "Every company on the platform" },
      outbox: { title: "Outbox", text: "Emails and texts kept while no mail server is set" },
      manageCompany: {
        title: "Manage company",
        text: "Details, users and settings of this company",
      },
      switchCompany: { title: "Switch company", text: "Work for another of your companies" },
      account: { title: "Account and profile", text: "Your profile, theme and password" },
    },
    counts: {
      risks_one: "{{count}} risk",
      risks_other: "{{count}} risks",
      claims: "{{count}} live",
      policies_one: "{{count}} policy",
      policies_other: "{{count}} policies",
      incidents: "{{count}} open",
      bindingAgreements_one: "{{count}} agreement",
      bindingAgreements_other: "{{count}} agreements",
      connections: "{{count}} connected",
      brokerRequests: "{{count}} waiting",
    },
  },
};

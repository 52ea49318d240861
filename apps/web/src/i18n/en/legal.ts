/**
 * Terms of use and privacy policy for the Australian platform. Plain-language texts written for
 * this product; the operator's legal team reviews them before a production launch.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const termsOfUse: LegalDocument = {
  title: "Terms of use",
  updated: "Last updated 1 November 2026",
  intro:
    "These terms govern your use of the Slipway insurance placement platform (the Platform). By creating an account or using the Platform you agree to them. If you use the Platform for a company, you confirm that you are authorised to accept these terms on its behalf.",
  sections: [
    {
      heading: "1. About the Platform",
      paragraphs: [
        "The Platform lets brokerages, underwriting agencies, insurers, legal firms and their clients exchange information needed to quote, bind and administer insurance policies.",
        "The Platform is a technology service. We are not an insurer, an underwriting agency or an insurance broker, and we do not give advice about insurance products. Any insurance is arranged and issued by the participating licensed companies, who remain responsible for their own obligations under the Corporations Act 2001 (Cth), the Insurance Contracts Act 1984 (Cth) and their Australian Financial Services Licences.",
      ],
    },
    {
      heading: "2. Accounts and security",
      paragraphs: [
        "You must give accurate information when you register and keep it up to date. Your account is personal: do not share your password, recovery codes or authentication devices with anyone.",
        "Companies decide which of their people may use the Platform and what each role may do. Your company administrator can change or remove your access at any time.",
        "Tell us and your company administrator immediately if you believe your account has been used without permission.",
      ],
    },
    {
      heading: "3. Acceptable use",
      paragraphs: ["When using the Platform you must not:"],
      points: [
        "upload information you have no right to share, including personal information collected without the notice or consent the law requires;",
        "try to access data of a company you do not act for, or probe, scan or test the Platform's security without our written permission;",
        "interfere with the Platform's operation, including by automated access that places an unreasonable load on it;",
        "use the Platform to mislead any person or in breach of any law, including anti-money-laundering and sanctions laws.",
      ],
    },
    {
      heading: "4. Your content",
      paragraphs: [
        "You and your company keep ownership of the information you put into the Platform, such as proposal forms, risk details, documents and templates. You grant us a licence to host, copy and process that information only as needed to provide the Platform to you and the companies you choose to share it with.",
        "You are responsible for the accuracy of the information you submit. Quotations and policy documents are generated from it by the rules the issuing company has configured.",
      ],
    },
    {
      heading: "5. Availability and changes",
      paragraphs: [
        "We work to keep the Platform available and secure, but it may sometimes be unavailable for maintenance or reasons beyond our control. We may improve or change features; where a change materially reduces what you can do, we will give reasonable notice.",
      ],
    },
    {
      heading: "6. Liability",
      paragraphs: [
        "Nothing in these terms excludes, restricts or modifies any consumer guarantee, right or remedy under the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) that cannot lawfully be excluded.",
        "To the extent the law allows, we are not liable for indirect or consequential loss, and our total liability for services supplied under these terms is limited to resupplying the services or paying the cost of having them resupplied.",
      ],
    },
    {
      heading: "7. Suspension and ending",
      paragraphs: [
        "We may suspend an account that breaches these terms or puts the Platform or other users at risk. You may stop using the Platform at any time. Records that participating companies must keep by law (for example policy records) are retained for them after an account closes.",
      ],
    },
    {
      heading: "8. Governing law",
      paragraphs: [
        "These terms are governed by the laws of New South Wales, Australia, and you submit to the non-exclusive jurisdiction of its courts.",
      ],
    },
    {
      heading: "9. Contact",
      paragraphs: [
        "Questions about these terms can be sent to legal@slipway.example. We will update this page when the terms change and show the date of the latest version above.",
      ],
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: "Privacy policy",
  updated: "Last updated 1 November 2026",
  intro:
    "We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs). This policy explains what personal information the Platform handles, why, and the choices you have. Where we process information for a company using the Platform, that company's own privacy policy also applies.",
  sections: [
    {
      heading: "1. Information we collect",
      paragraphs: ["We collect only what we need to run the Platform:"],
      points: [
        "account details: your name, work email address, phone number, preferred contact method and theme;",
        "security information: a one-way hash of your password, two-factor settings and sign-in history;",
        "information entered by companies to arrange insurance, which may include details of insured people and businesses, claims history and other sensitive information where an insurer needs it to assess a risk;",
        "technical information such as IP address, browser type and the pages you use, collected through strictly necessary cookies.",
      ],
    },
    {
      heading: "2. How we use it",
      paragraphs: [
        "We use personal information to provide and secure the Platform, to let companies quote, bind and service policies, to send you the notifications you ask for, to meet our legal obligations and to improve the service. We do not sell personal information and we do not use it for third-party advertising.",
      ],
    },
    {
      heading: "3. Who we share it with",
      paragraphs: [
        "Information you submit for a placement is shared with the companies involved in it, for example the broker, the underwriting agency and the insurer. We also use service providers for hosting, email and SMS delivery, bound by confidentiality and security obligations.",
        "Our primary hosting is in Australia. If a provider stores or accesses information overseas, we take reasonable steps under APP 8 to ensure it is handled consistently with the APPs.",
      ],
    },
    {
      heading: "4. Cookies",
      paragraphs: [
        "The Platform uses cookies that are needed for it to work: to keep you signed in, to protect forms against cross-site request forgery and to remember which company you are representing. We do not use advertising cookies.",
      ],
    },
    {
      heading: "5. Security and retention",
      paragraphs: [
        "We protect information with encryption in transit, access controls by company and role, two-factor authentication and audit trails. We keep personal information only as long as needed for the purposes above or as required by law, then delete or de-identify it.",
      ],
    },
    {
      heading: "6. Access and correction",
      paragraphs: [
        "You can see and update most of your account details on your account page. You may ask us for access to, or correction of, other personal information we hold about you (APPs 12 and 13). We will respond within 30 days and will not charge you for making a request.",
      ],
    },
    {
      heading: "7. Data breaches",
      paragraphs: [
        "If a data breach is likely to result in serious harm, we will notify you and the Office of the Australian Information Commissioner as required by the Notifiable Data Breaches scheme.",
      ],
    },
    {
      heading: "8. Questions and complaints",
      paragraphs: [
        "Contact our privacy officer at privacy@slipway.example. We will acknowledge your complaint within 7 days and aim to resolve it within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at oaic.gov.au or on 1300 363 992.",
      ],
    },
  ],
};

export const legal = {
  termsOfUse,
  privacyPolicy,
  contents: "On this page",
};

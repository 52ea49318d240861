export const companies = {
  select: {
    title: "Select representing company",
    description:
      "Choose the company you are working for. Everything you see and do will be on its behalf until you switch again.",
    current: "Currently representing",
    roleOf: "{{name}} · {{role}}",
    none: "You are not a member of any active company yet.",
  },
  types: {
    Client: "Client",
    Broker: "Broker",
    Underwriter: "Underwriter",
    Insurer: "Insurer",
    Legal: "Legal",
    System: "System",
    unknown: "Company",
  },
};

/** Renewals and proposals to clients. */
export const renewals = {
  title: "Renewal history",
  item: "renewal history",
  renew: "Renew",
  confirmTitle: "Renew this policy",
  confirmBody:
    "The next term starts when this one expires. It is rated on the newest published product version; you can bind it once quoted.",
  cancel: "Cancel",
  notLatest: "A later term of this policy exists: change the latest term instead.",
  term: "Term",
  period: "Period",
  type: "Type",
  status: "Status",
  premium: "Gross premium",
  thisTerm: "This term",
  previous: "Previous",
  next: "Next",
  settings: {
    title: "Renewals",
    item: "renewal settings",
    description:
      "When brokers are invited to renew their policies, and what happens to a renewal nobody binds.",
    readOnly: "You can view these settings but not change them.",
    invitationTitle: "Renewal invitations",
    invitationHelp:
      "Every hour the renewal job looks for bound policies of this company that expire soon and invites their broker to renew, in the app and by email, once per policy term.",
    invitationDays: "Days before expiry to invite",
    example: "A policy expiring on {{expiry}} is invited on {{date}}.",
    save: "Save",
    saved: "Renewal settings saved",
    lapseTitle: "Lapse",
    lapseRule:
      "A renewal that is not bound by the day the policy expires lapses: its transactions become Not Taken Up.",
    lapseInvitation:
      "The invitation then closes as lapsed; it closes as renewed when the next term is bound.",
    lapseLatest:
      "After a lapse the expired term is the latest in its chain again and keeps its history.",
  },
  invitation: {
    invited: "Renewal invitation sent: the policy expires on {{date}}.",
    renewed: "Renewed before expiry on {{date}}.",
    lapsed: "Not renewed: the policy expired on {{date}}.",
  },
};

export const proposals = {
  title: "Proposals to the client",
  send: "Send to client",
  none: "No proposal has been sent to the client.",
  revoke: "Revoke link",
  readOnly: "The client is completing the proposal: it is read-only until they finish.",
  sent: "The client has been sent this link. It is shown once; copy it if you want to pass it on yourself.",
  clientName: "Client name",
  email: "Email",
  mobile: "Mobile number",
  saveFirst: "Save your progress first: the client sees the answers saved on the risk.",
  status: { sent: "With the client", done: "Done", revoked: "Revoked" },
  client: {
    title: "Your proposal",
    item: "proposal",
    from: "{{broker}} asks you to complete this proposal for {{product}}.",
    policy: "Policy {{number}}",
    premium: "Gross premium {{amount}}",
    save: "Save",
    done: "Mark as done",
    doneBody: "Once marked as done the proposal can no longer change and goes back to your broker.",
    confirm: "I confirm the proposal is complete and correct",
    doneNote: "You marked this proposal as done. Your broker has been told.",
    locked: "This proposal can no longer change.",
  },
  policies: {
    title: "My quotations and policies",
    item: "quotations and policies",
    empty: "Nothing has been sent to your company yet.",
  },
};

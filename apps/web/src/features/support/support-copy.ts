/**
 * The help page's copy (issue 18). The spec has no help page: these words are ours, in its plain
 * style (docs/business-rules.md, 'Help and complaints').
 */
export const supportCopy = {
  pageTitle: 'Help and support',
  intro: 'Talk to a person by phone, WhatsApp or e-mail.',
  call: 'Call us',
  whatsapp: 'Chat on WhatsApp',
  email: 'E-mail us',
  hours: (hours: string) => `Opening hours: ${hours}.`,
  claimTitle: 'Making a claim?',
  claimLead:
    'Sign in and choose Make a claim on your policy. If the policyholder has died, the next of kin can claim without an account.',
  nextOfKinLink: 'Claim as next of kin',
  complaintTitle: 'Make a complaint',
  complaintLead: (days: number) =>
    `Tell us what went wrong. You get a reference at once, and a written answer within ${days} working days.`,
  category: 'What is it about?',
  categoryPlaceholder: 'Choose one',
  policy: 'Which policy? (optional)',
  policyNone: 'Not about one policy',
  description: 'What happened?',
  descriptionHint: 'Dates, amounts and references help us answer faster.',
  fullName: 'Full name',
  emailAddress: 'E-mail address',
  emailHint: 'We send the reference and our answer here.',
  phone: 'Phone number',
  submit: 'Send complaint',
  signedOutNote: 'Have an account? Sign in first and we will link the complaint to your policies.',
  signIn: 'Sign in',
  doneTitle: 'We have received your complaint',
  doneReferenceLead: 'Your reference is',
  doneNext: (day: string) =>
    `We have sent it to you by e-mail. A member of our team will answer you in writing by ${day}.`,
  another: 'Make another complaint',
  yoursTitle: 'Your complaints',
  filed: (day: string) => `Sent ${day}`,
  dueBy: (day: string) => `Answer due by ${day}`,
  ourAnswer: 'Our answer',
  escalate:
    'If you are not satisfied with our answer, you may take your complaint to the National Insurance Commission (NAICOM).',
  back: 'Back to my dashboard',
  generic: 'Something went wrong. Please try again.',
} as const;

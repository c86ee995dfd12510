/**
 * The claim wizard's and the claims list's words. The spec has no claim screens: the reasons and
 * their explanations are income-protection.md's coverage view ('What's not covered', 'What's
 * covered') and the HealthCash benefits are health-plans.md's coverage (section 50), word for word;
 * the rest is ours, plain and short.
 */
export const claimsCopy = {
  wizardTitle: 'Make a claim',
  makeClaim: 'Make a claim',
  continue: 'Continue',
  backToDashboard: 'Back to dashboard',
  edit: 'Change',

  // 0: the reason (income) or the benefit (HealthCash).
  reasonTitle: 'Why did you lose your job?',
  reasonLead: 'Choose what happened. We will tell you at once if it is covered.',
  benefitTitle: 'What are you claiming for?',
  benefitLead: 'Choose the benefit that fits what happened.',
  covered: 'Covered',
  notCoveredBadge: 'Not covered',

  // 5: not covered.
  notCoveredTitle: 'This is not covered',
  coveredAre:
    'Income Protection pays when you lose your job through Dismissal (job loss for reasons out of your control) or Business Closure (the company goes out of business).',
  chooseAnother: 'Choose another reason',

  // 10: the date, and HealthCash's amount.
  jobLossDateTitle: 'When did you lose your job?',
  jobLossDate: 'Date of job loss',
  jobLossDateHint: 'The last day of work on your termination or redundancy letter.',
  eventDateTitle: 'When did it happen?',
  eventDate: 'Date of the accident or emergency',
  eventDateHint: 'The day it happened, not the day you left hospital.',
  amountClaimed: 'Amount you are claiming',
  amountHint: (limit: string) => `Up to ${limit}, as your hospital bill or receipt shows.`,
  dateRequired: 'Please enter the date',
  dateInFuture: 'The date cannot be in the future',
  checkingDate: 'Checking your cover…',
  amountRequired: 'Please enter the amount',
  amountOverLimit: (limit: string) => `This benefit pays up to ${limit}`,
  amountLeftHint: (left: string, limit: string) =>
    `This benefit can still pay ${left} in this policy year (of ${limit}), as your hospital bill or receipt shows.`,
  amountOverLeft: (left: string) => `This benefit can still pay up to ${left} in this policy year`,
  noticeQuestion: 'Were you told you would lose this job before you bought your policy?',
  noticeHint: 'For example, a letter of dismissal or redundancy you had already received.',
  noticeNo: 'No',
  noticeYes: 'Yes',
  noticeRequired: 'Please answer Yes or No',

  // 20: documents.
  documentsTitle: 'Upload your documents',
  clearPhoto: 'A clear photo of each page is fine.',
  documentsFiles: 'Files supported: PDF, JPG, PNG. Up to 10 MB each.',
  takePhoto: 'Take a photo',
  chooseFile: 'Choose a file',
  documentsLabel: 'Your documents',
  documentRequired: 'Please upload at least one document',
  unsupported: 'This type of file is not supported. Files supported: PDF, JPG, PNG.',

  // 30: bank account.
  bankTitle: 'Where should we pay you?',
  bankLead: 'The account must be in your own name, the name on your verified ID.',
  bank: 'Bank',
  bankPlaceholder: 'Select your bank',
  accountNumber: 'Account number',
  accountNumberHint: '10 digits',
  bankRequired: 'Please select your bank',
  accountNumberInvalid: 'Please enter your 10-digit account number',
  banksFailed: 'We could not load the list of banks. Please try again.',
  checkingAccount: 'Checking the account…',
  accountNameIs: (name: string) => `Account name: ${name}`,
  accountNotConfirmed: 'Please wait until we have confirmed the account name.',
  retry: 'Try again',

  // 40: review.
  reviewTitle: 'Check your claim',
  reviewLead: 'Make sure everything is right before you submit.',
  reviewReason: 'Reason',
  reviewBenefit: 'Benefit',
  reviewDate: 'Date',
  reviewAmount: 'Amount claimed',
  reviewDocuments: 'Documents',
  reviewAccount: 'Paid to',
  documentsCount: (n: number) => (n === 1 ? '1 document' : `${n} documents`),
  declaration:
    'By submitting, you confirm that what you have told us is true. A false claim is a crime.',
  submit: 'Submit claim',

  // 100: made.
  submittedTitle: 'We have received your claim',
  submittedNumber: (n: string) => `Your claim number is ${n}.`,
  submittedText:
    'We will decide within 10 working days of having everything we need, and tell you by SMS, e-mail and here on your dashboard. Once approved, the money is paid within 72 hours.',

  // The claims list on the dashboard.
  claimsTitle: 'Your claims',
  claimsFailed: 'We could not load your claims. Please refresh the page.',
  claimNumber: 'Claim',
  dueDecision: (date: string) => `Decision due by ${date}`,
  duePayment: (date: string) => `Payment due by ${date}`,
  payments: 'Payments',
  paymentDate: 'Date',
  paymentAmount: 'Amount',
  paymentStatus: 'Status',
  timeline: 'What has happened',
  showTimeline: 'Show what has happened',
  stillOutOfWorkTitle: 'Are you still out of work?',
  stillOutOfWorkText: (date: string) =>
    `Please tell us by ${date} so your next payment goes out on time.`,
  stillOutOfWork: 'Yes, I am still out of work',
  foundWork: 'No, I have a job now',
  foundWorkConfirm:
    'Congratulations! Your payments will stop. Are you sure you have started a new job?',
  foundWorkYes: 'Yes, stop my payments',
  confirmFailed: 'We could not save your answer. Please try again.',
  keepPayments: 'Cancel',
  infoTitle: 'We need more information',
  infoLead: 'Please send what our claims team asked for.',
  infoNote: 'Add a note (optional)',
  infoSend: 'Send',
  infoRequired: 'Please add a document or a note',
  policy: (n: string) => `Policy ${n}`,
  filedOn: (date: string) => `Made on ${date}`,
  amountApproved: (amount: string) => `Approved: ${amount}`,
  /** The claim's clock (issue 39): '7 December 2026, 10:02'. */
  clockFiled: (at: string) => `Filed ${at}`,
  clockApproved: (at: string) => `approved ${at}`,
  clockPaid: (at: string) => `paid ${at}`,
  lessReason: (reason: string) => `Why not all of what you claimed: ${reason}`,
  leftThisYear: (left: string, limit: string) =>
    `This benefit can still pay ${left} of ${limit} this policy year.`,

  // The HealthCash benefit screen: death by accident is the next of kin's (their own page).
  deathByNextOfKin:
    'Death by accident is claimed by the next of kin named on the policy, on their own page.',
  deathByNextOfKinLink: 'Claim for someone who has died',
} as const;

/**
 * The next of kin's page (/claim/next-of-kin): the HealthCash death benefit, claimed without an
 * account. The person reading it has just lost someone: short, plain and kind.
 */
export const nextOfKinCopy = {
  pageTitle: 'Claim for someone who has died',
  intro:
    'We are very sorry for your loss. If the person who died had Alaafia Health Cash and named you as their next of kin, you can claim the death by accident benefit here. You do not need an account.',
  step: (n: number, of: number) => `Step ${n} of ${of}`,
  back: 'Back',
  continue: 'Continue',
  signIn: 'Back to sign in',

  detailsTitle: 'About the policy',
  detailsLead:
    'You will find the policy number on their policy documents or in the e-mails and text messages Alaafia sent them.',
  policyNumber: 'Policy number',
  policyNumberHint: 'For example ALF-HTCI-2026-000123',
  phone: 'Your phone number',
  phoneHint:
    'The number they gave us for you (11 digits, starting with 0). We will send a code to it.',
  sendCode: 'Send me a code',

  codeTitle: 'Enter the code',
  codeLead: (phone: string) =>
    `If these details match the policy, we have sent a 4 digit code by SMS to ${phone}. It expires in 10 minutes.`,
  codeLabel: 'Code from the SMS',
  codeWrong: 'That code did not work. Please check the SMS, or send a new code.',
  resend: 'Send a new code',
  resent: 'We have sent a new code. Please use the newest one.',
  changeDetails: 'Change the policy number or phone',

  certificateTitle: 'The death certificate',
  certificateLead:
    'Please upload the death certificate, and the medical report or police report if you have one.',

  dateTitle: 'When did it happen?',
  dateLabel: 'Date of the accident',
  dateHint: 'The day of the accident that caused the death.',

  bankLead:
    'The money is paid only into an account in your own name, the name the policyholder gave for you.',

  reviewTitle: 'Check the claim',
  reviewLead: 'Please make sure everything is right before you send it.',
  reviewPolicy: 'Policy',
  reviewBenefit: 'Benefit',
  benefit: 'Death by accident, up to ₦500,000',
  reviewDate: 'Date of the accident',
  reviewDocuments: 'Documents',
  reviewAccount: 'Paid to',
  declaration:
    'By sending this claim, you confirm that what you have told us is true. A false claim is a crime.',
  submit: 'Send the claim',

  doneTitle: 'We have received your claim',
  doneNumber: (n: string) => `Your claim number is ${n}. Please keep it.`,
  doneNext:
    'Our claims team will look at it and decide within 10 working days of having everything we need. If they need anything more, they will call you on the phone you gave us. Once the claim is approved, the money is paid into your account within 72 hours.',
  doneSorry: 'Thank you for telling us. We are sorry for your loss.',
} as const;

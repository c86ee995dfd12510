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
  amountRequired: 'Please enter the amount',
  amountOverLimit: (limit: string) => `This benefit pays up to ${limit}`,

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
} as const;

// Kept apart from auth.ts (which builds zod schemas) so that the dashboard's e-mail notice carries no
// zod into the dashboard's download (docs/performance.md, the dashboard's budget).

/** Proving the e-mail (issue 24; docs/business-rules.md, 'Proving the e-mail'). */
export const EMAIL_CODE_LENGTH = 6;
export const emailProofCopy = {
  /** The dashboard's notice while the e-mail is not proven. */
  noticeTitle: 'Confirm your e-mail address',
  noticeBody: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it here to confirm the address is yours. Until then, cover an employer or sponsor arranged for this address, answers to complaints and other messages sent to it before you signed up are not added to your account, and receipts are not e-mailed. You can still buy and pay by card.`,
  codeInvalid: 'Enter the 6-digit code from the e-mail we sent you',
  codeWrong: 'This code is not correct or has expired. Check the e-mail, or ask for a new code.',
  codeTooManyTries: 'Too many wrong codes. Ask for a new code.',
  codeSent: 'We have sent a new code to your e-mail address. It is valid for 30 minutes.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  confirmed: 'Thank you: your e-mail address is confirmed.',
  subject: 'Your Alaafia confirmation code',
  body: (firstName: string, code: string) =>
    [
      `Hello ${firstName},`,
      '',
      `Your Alaafia confirmation code is ${code}. Enter it on your dashboard within 30 minutes to confirm this e-mail address is yours.`,
      '',
      'If you did not open an Alaafia account, you can ignore this e-mail: nothing sent to this address is added to an account until the code is entered.',
    ].join('\n'),
} as const;

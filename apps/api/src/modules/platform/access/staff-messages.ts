import { STAFF_CODE_FAILURES_LIMIT, STAFF_INVITATION_HOURS } from '@alaafia/domain';
import type { EmailMessage } from '../../../integrations/messaging/types.js';

/**
 * The e-mails we send staff (issue 24), through the same e-mail port as every message (the outbox
 * in the sandbox, SMTP otherwise). Not through notify(): its messages belong to customers (the
 * bell; an address's messages are adopted by the account later opened with it), and an invitation
 * carries a link that grants access, which must never be stored readable nor adopted by anyone.
 * docs/business-rules.md, 'Back-office staff'.
 */
export const staffMessages = {
  invitation: (p: { name: string; link: string; expires: string }): Omit<EmailMessage, 'to'> => ({
    subject: 'Your invitation to the Alaafia back office',
    text: [
      `Hello ${p.name},`,
      '',
      'An administrator has given you an account on the Alaafia back office.',
      `Open this link to choose your password and set up your authenticator app: ${p.link}`,
      '',
      `The link works once and until ${p.expires} (${STAFF_INVITATION_HOURS} hours). If it has expired, ask an administrator for a new one.`,
      'If you were not expecting this, ignore this e-mail and tell us at once.',
      '',
      'Alaafia',
    ].join('\n'),
  }),
  codeLockout: (p: { name: string; minutes: number }): Omit<EmailMessage, 'to'> => ({
    subject: 'Sign-in to your Alaafia back-office account is paused',
    text: [
      `Hello ${p.name},`,
      '',
      `Someone entered ${STAFF_CODE_FAILURES_LIMIT} wrong authenticator codes for your back-office account. To protect it, nobody can sign in to it for the next ${p.minutes} minutes, from any address.`,
      '',
      'If this was not you, someone may know your password: tell an administrator at once.',
      '',
      'Alaafia',
    ].join('\n'),
  }),
};

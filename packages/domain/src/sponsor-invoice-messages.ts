/**
 * The sponsor invoices' messages (docs/business-rules.md, 'Sponsor invoices'), in a file of their
 * own: the back office's finance page shows them without the request schemas of
 * sponsor-invoices.ts (and zod) in its download.
 */
export const sponsorInvoiceCopy = {
  unknownInvoice: 'There is no such invoice.',
  alreadyPaid: 'This invoice is already paid.',
  transferAlreadyRecorded:
    'A transfer is already recorded for this invoice and waits for approval.',
  noTransferRecorded: 'No transfer is recorded for this invoice yet.',
  amountInvalid: 'Enter the amount received, in whole naira.',
  bankReferenceRequired: 'Enter the bank’s reference for the transfer',
  receivedOnInvalid: 'Enter the date the money arrived, as YYYY-MM-DD',
  receivedOnFuture: 'The money cannot have arrived after today',
  paidByTransfer:
    'A bank transfer is recorded for this invoice: approve it rather than send a link.',
  noPaymentLink: 'This invoice has no payment link yet.',
  notPaidYet: 'Paystack has no successful payment for this invoice yet.',
  linkUnavailable: 'Paystack could not be reached. Please try again in a few minutes.',
} as const;

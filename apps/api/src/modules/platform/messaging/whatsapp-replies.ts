/**
 * Every text the WhatsApp conversation sends (issue 40), keyed per message, in one table so that
 * languages (issue 42) add a table beside this one and the conversation's code does not change.
 * Meta's limits: a button title is at most 20 characters, a list row's title 24 and its
 * description 72, the list's button 20, a body 1,024 (docs/operations.md, 'WhatsApp').
 */
export const WHATSAPP_REPLIES = {
  menuBody:
    'What would you like to do? Choose below, or type a word: COVER, CARD, PAY, CLAIM, STATUS, AGENT.',
  menuButton: 'Menu',
  nextBody: 'What next?',
  menuSection: 'Alaafia',
  rows: {
    cover: {
      title: 'My cover',
      description: 'Status, next payment and what is left of each limit',
    },
    card: { title: 'Member card', description: 'Your card as an image and a PDF' },
    pay: { title: 'Pay', description: 'A payment link for what is due' },
    claim: { title: 'Make a claim', description: 'Health Cash: accident and emergency' },
    status: { title: 'Claim status', description: 'Where your claims are' },
    agent: { title: 'Talk to a person', description: 'Our support team answers here' },
  },
  unlinked: (products: string) =>
    `Welcome to Alaafia. We protect your income and your health.\n\n${products}\n\nTo buy, visit alaafia.ng. Already a customer? Open your dashboard, choose "Use WhatsApp", and send us the message it gives you (LINK and a code). We never show anyone's details on WhatsApp until the number is linked.`,
  productLine: (title: string, price: string) => `• ${title}: from ${price}`,
  linked: (firstName: string) =>
    `Hello ${firstName}, this WhatsApp number is now linked to your Alaafia account. You agreed to receive messages about your cover here; send STOP at any time to stop them, START to have them again.`,
  linkInvalid:
    'That code is not valid or has expired. Open your dashboard, choose "Use WhatsApp" and send the new message it gives you.',
  linkNumberTaken:
    'This WhatsApp number is already linked to another Alaafia account. Send STOP and contact support if that is not right.',
  stopped:
    'You will no longer receive messages from Alaafia on WhatsApp. Send START to have them again. You can still write to us here.',
  started: 'Messages from Alaafia on WhatsApp are on again. Send STOP at any time to stop them.',
  unsupported: 'Sorry, we cannot read that kind of message. Send text, or choose from the menu.',
  unknown: 'Sorry, we did not understand that.',
  noPolicies: 'You have no cover with us yet. Visit alaafia.ng to buy.',
  coverLine: (product: string, status: string, policyNumber: string) =>
    `*${product}* (${policyNumber}): ${status}`,
  coverNext: (date: string, amount: string) => `Next payment: ${amount} on ${date}`,
  coverNoNext: 'No payment due',
  coverLimit: (label: string, left: string, of: string) => `${label}: ${left} left of ${of}`,
  coverStatus: {
    active: 'active',
    paused: 'paused',
    lapsed: 'lapsed',
    cancelled: 'cancelled',
    expired: 'ended',
    pending: 'waiting',
  } as Record<string, string>,
  noCard: 'You have no health plan in force, so there is no member card to show.',
  cardCaption: (
    name: string,
    memberNumber: string,
    plan: string,
    hospital: string,
    status: string,
  ) =>
    `Member card\n${name}\nMember number: ${memberNumber}\nPlan: ${plan}\nHospital: ${hospital}\nStatus: ${status}`,
  cardHospitalNone: 'not chosen yet',
  nothingDue: 'Nothing is due: your cover is paid up.',
  payLink: (product: string, amount: string, url: string) =>
    `Pay ${amount} for ${product} here: ${url}\nWe will confirm here when it is paid.`,
  paidWithCard: (product: string) =>
    `We charged your saved card for ${product}. We will confirm here when the payment is through.`,
  payRefused: (message: string) => message,
  claimNoHealthCash:
    'Claims on WhatsApp are for Health Cash. For any other claim, use your dashboard on alaafia.ng.',
  claimNoAccount:
    'We have no payout account on file for you yet. Make this first claim on your dashboard at alaafia.ng, where we check your bank account.',
  claimDate:
    'A Health Cash claim for an accident or emergency. On what date was the treatment? Send it as DD/MM/YYYY, for example 05/06/2026.',
  claimDateInvalid: 'Please send the date as DD/MM/YYYY, for example 05/06/2026.',
  claimAmount: 'How much did you pay, in naira? Send the amount, for example 25000.',
  claimAmountInvalid: 'Please send the amount in naira, digits only, for example 25000.',
  claimReceipt: 'Send a photo or a PDF of the receipt.',
  claimReceiptMissing: 'Please send a photo or a PDF of the receipt, or MENU to stop this claim.',
  claimReceiptFailed:
    'We could not get that file from WhatsApp. Please send the photo or PDF of the receipt again.',
  claimReceiptRejected: (why: string) => `${why} Please send a photo or a PDF of the receipt.`,
  claimFiled: (claimNumber: string) =>
    `Your claim ${claimNumber} is in. We will tell you here when it is decided. Send STATUS to see where it is.`,
  claimRefused: (message: string) => `We could not take this claim: ${message}`,
  noClaims: 'You have made no claims.',
  claimStatusLine: (claimNumber: string, status: string, amount: string | null) =>
    `${claimNumber}: ${status}${amount ? ` (${amount})` : ''}`,
  agentWaiting:
    'A member of our support team will answer you here. Send MENU at any time to go back to the menu.',
  agentHandedBack: 'Our support team has finished. Here is the menu again.',
} as const;

export type WhatsAppReplyKey = keyof typeof WHATSAPP_REPLIES;

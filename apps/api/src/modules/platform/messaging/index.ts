/**
 * The public surface of messaging (docs/architecture.md, 'How to add a notification'): one way to
 * tell anyone anything. `notify` stores the message once (the outbox row) in the caller's
 * transaction and queues a delivery job per channel, retried until the provider takes it; `sendNow`
 * sends a message that cannot wait (a one-time code, a staff invitation) at once, with its record.
 * Nothing outside this folder calls a message provider (apps/api/test/message-providers.test.ts).
 * Code outside this folder imports only from here; tests in apps/api/test may import its files.
 */
export {
  type DeliveryChannel,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationParams,
  type SponsorDocumentRef,
} from './catalogue.js';
export {
  type ChannelAdapter,
  type Contact,
  emailReachesInboxes,
  sendFailureReason,
} from './channels.js';
export { notificationRoutes } from './notifications.routes.js';
export {
  type Contacts,
  deliverNotification,
  type DeliveryDeps,
  type DocumentFor,
  type MessageReceipt,
  type ReceiptFor,
} from './deliver.js';
export {
  adoptAddressMessages,
  forgetMessagePersonalData,
  notify,
  type NotifyInput,
  type Recipient,
} from './notify.js';
export {
  IMMEDIATE_EVENTS,
  type ImmediateEvent,
  sendNow,
  type SendNow,
  type SendNowDeps,
  type SendNowInput,
  sendNowWith,
} from './send-now.js';
export { paymentMessagePending } from './payment-messages.js';
export {
  deleteOutboxMessagesTo,
  listOutbox,
  OutboxEmailSender,
  OutboxSmsSender,
} from './outbox.js';
export {
  applyWhatsAppStatus,
  deleteWhatsAppMessagesOf,
  claimInboundWhatsApp,
  fetchWhatsAppMedia,
  lastInboundAt,
  queueWhatsApp,
  RATE_LIMIT_RETRY_MS,
  receiveWhatsApp,
  sendQueuedWhatsApp,
  uploadWhatsAppMedia,
  type WhatsAppBody,
  WhatsAppError,
  whatsappHistory,
} from './whatsapp.js';
export { smsAfterWhatsAppFailed } from './deliver.js';
export {
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATES,
  whatsappTemplateBody,
  type WhatsAppTemplateName,
} from './catalogue.js';
export {
  whatsappCommandTables,
  whatsappRepliesIn,
  type WhatsAppReplies,
} from './whatsapp-replies.js';
export {
  signWhatsAppBody,
  verifyWhatsAppSignature,
} from '../../../integrations/messaging/whatsapp.js';
export {
  sandboxMediaFile,
  sandboxWhatsAppOutbox,
  storeSandboxMedia,
} from '../../../integrations/messaging/whatsapp-sandbox.js';

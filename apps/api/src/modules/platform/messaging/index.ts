/**
 * The public surface of the notifications module (docs/architecture.md, "Module groups"): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  KYC_SUSPENDED_LINE,
  type NotificationEvent,
  type NotificationParams,
} from './catalogue.js';
export { sendCrossSellOffers } from './cross-sell.js';
export { notificationRoutes } from './notifications.routes.js';
export {
  adoptAddressMessages,
  deliverNotification,
  forgetMessagePersonalData,
  notify,
  notifyAddress,
} from './notifications.service.js';
export { paymentMessagePending } from './payment-messages.js';
export {
  deleteOutboxMessagesTo,
  listOutbox,
  OutboxEmailSender,
  OutboxSmsSender,
} from './outbox.js';

/**
 * The WhatsApp channel (issue 40; docs/architecture.md, 'The WhatsApp channel'): a door onto the
 * same use cases as the web. Code outside this folder imports only from here.
 */
export { handleWhatsAppInbound } from './conversation.js';
export { unlinkCustomer, whatsappOfCustomer } from './links.js';
export {
  whatsappCustomerRoutes,
  whatsappInboxRoutes,
  whatsappWebhookRoutes,
} from './whatsapp.routes.js';

/**
 * The public surface of the sandbox-whatsapp module (docs/architecture.md, 'The layers'): loaded
 * only by app.ts, with import(), when WHATSAPP_PROVIDER=sandbox.
 */
export { sandboxWhatsAppRoutes } from './sandbox-whatsapp.routes.js';

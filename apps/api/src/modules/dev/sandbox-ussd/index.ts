/**
 * The public surface of the sandbox's USSD simulator (docs/architecture.md, 'The layers'): loaded
 * only by app.ts, with import(), when the sandbox is on.
 */
export { sandboxUssdPageRoutes } from './sandbox-ussd.routes.js';

/**
 * The public surface of the sandbox telemedicine partner's routes (docs/architecture.md, "Module
 * groups"): registered only with TELEMEDICINE_PROVIDER=sandbox in the sandbox.
 */
export { telemedicineSandboxRoutes } from './sandbox-telemedicine.routes.js';

// Lingui's runtime, a chunk main.tsx fetches beside the page's messages (lib/messages.ts).
export { createTranslator } from '@alaafia/i18n';

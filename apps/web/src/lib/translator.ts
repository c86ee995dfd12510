// Lingui's runtime, a chunk main.tsx fetches beside the page's messages (lib/messages.ts).
/** @public read from the module import() answers, which knip does not follow */
export { createTranslator } from '@alaafia/i18n';

import { createTranslator } from '@alaafia/i18n';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';

/**
 * The web app's Yoruba, every namespace: a screen rendered in it (`renderWithProviders(ui, {
 * translator: yoruba })`) says what a Yoruba customer reads, so a test can fail when English
 * comes back (docs/architecture.md, 'Languages').
 */
export const yoruba = createTranslator('yo', yorubaMessages);

import { createTranslator } from '@alaafia/i18n';
import englishMessages from 'virtual:alaafia-messages/en/all';

/** The web app's English, every namespace: what a screen rendered in a test says (setup.ts). */
export const englishTranslator = createTranslator('en', englishMessages);

/** `english('income.nameButton.nin')`: a key's English text, for tests that check a key's words. */
export const english = englishTranslator.t;

/** The wizard dialog's class: app.tsx looks for a wizard the server rendered by it. */
export const WIZARD_CLASS = 'ui-wizard';
export const WIZARD_SELECTOR = `.${WIZARD_CLASS}`;

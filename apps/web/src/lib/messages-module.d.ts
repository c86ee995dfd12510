// The web app's messages, made by build/catalogue-plugin.ts.

/** One namespace in one language (`virtual:alaafia-messages/yo/dashboard`), or all (`.../yo/all`). */
declare module 'virtual:alaafia-messages/*' {
  const messages: import('@alaafia/i18n').CompiledCatalogue;
  export default messages;
}

/** A language's first module: the `common` namespace, a loader for each other namespace, its dates. */
declare module 'virtual:alaafia-language/*' {
  const common: import('@alaafia/i18n').CompiledCatalogue;
  export default common;
  export const namespaces: Record<
    string,
    () => Promise<{ default: import('@alaafia/i18n').CompiledCatalogue }>
  >;
  /** The language's month names and date pattern (lib/dates.ts). */
  export const dates: import('@alaafia/i18n').CldrDates;
}

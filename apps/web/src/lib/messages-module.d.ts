// The web app's messages in one language, made by build/catalogue-plugin.ts.
declare module 'virtual:alaafia-messages/*' {
  const messages: import('@alaafia/i18n').CompiledCatalogue;
  export default messages;
}

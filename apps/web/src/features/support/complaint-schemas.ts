// The complaint's schemas, imported on demand: this module and zod are a chunk of their own, fetched
// when the help page's form is first used rather than with the page (issue 38: a visitor who reads
// how to reach us downloads no validation code).
/** @public read from the module import() answers, which knip does not follow */
export { customerComplaintBodySchema, publicComplaintBodySchema } from '@alaafia/domain';

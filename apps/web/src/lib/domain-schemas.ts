// One of @alaafia/domain's zod schemas, for app/lazy-wizard.ts to import on its own: importing it
// evaluates every schema (the 'schemas' file of build/chunk-plan.ts) in a task of its own, before
// a wizard's code, which uses them, arrives.
export { emailSchema } from '@alaafia/domain';

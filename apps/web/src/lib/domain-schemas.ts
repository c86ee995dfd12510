// One of @alaafia/domain's base zod schemas (auth.ts), for app/lazy-wizard.ts to import on its own:
// importing it evaluates zod and the 'schemas' file of build/chunk-plan.ts (the schemas others build
// on) in a task of their own, before a wizard's code, which uses them, arrives.
export { emailSchema } from '@alaafia/domain';

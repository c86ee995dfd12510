// One of @alaafia/domain's wizard-form schemas, for app/lazy-wizard.ts to import on its own: importing
// it evaluates the 'flow-schemas' file of build/chunk-plan.ts in a task of its own, after the schemas
// it builds on (lib/domain-schemas.ts) and before a wizard's code arrives.
export { onboardingDataSchema } from '@alaafia/domain';

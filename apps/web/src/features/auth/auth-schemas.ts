// The sign-in pages' schemas, imported on demand (lib/lazy-zod-resolver.ts): this module and zod are
// a chunk of their own, fetched while the customer types rather than with the first screen.
export { loginBodySchema, signupBodySchema } from '@alaafia/domain';

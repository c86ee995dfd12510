// The sign-in pages' schemas, imported on demand (lib/lazy-zod-resolver.ts): this module and zod are
// a chunk of their own, fetched while the customer types rather than with the first screen.
import { authCopy, newPasswordSchema } from '@alaafia/domain';
import { z } from 'zod';

export {
  forgotPasswordBodySchema,
  loginBodySchema,
  phoneAccountClaimBodySchema,
  phoneAccountCodeBodySchema,
  signupBodySchema,
} from '@alaafia/domain';

/** The reset page's form: the new password, typed twice (`passwordsDiffer`: in the page's language). */
export const resetPasswordFormSchema = (passwordsDiffer: string = authCopy.passwordsDiffer) =>
  z
    .object({ password: newPasswordSchema, confirm: z.string() })
    .refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: passwordsDiffer,
    });
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;

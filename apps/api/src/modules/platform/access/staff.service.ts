/**
 * The staff service: staff and hospital staff accounts, by operation (docs/architecture.md,
 * 'The layers'): invitations and account creation (staff-invitations.ts), signing in and out
 * (staff-sign-in.ts), changes of access (staff-access.ts), and what is answered of a member
 * (staff-answers.ts).
 */
import { createStaffAccess } from './staff-access.js';
import { createStaffInvitations } from './staff-invitations.js';
import { createStaffSignIn } from './staff-sign-in.js';
import type { StaffCtx } from './staff-answers.js';

export { listStaffAnswers, toStaffAnswer } from './staff-answers.js';

export function createStaffService(ctx: StaffCtx) {
  const access = createStaffAccess(ctx);
  const invitations = createStaffInvitations(ctx, access);
  const signIn = createStaffSignIn(ctx);
  return {
    ...invitations,
    ...signIn,
    update: access.update,
    decideAccess: access.decideAccess,
  };
}

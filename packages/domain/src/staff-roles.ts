/**
 * The back office's roles (issue 16). A staff member may hold several; each admin route names the
 * role it needs.
 * - reviewer: identity and employment checks, hospital changes
 * - claims_officer: claims
 * - finance: payouts and refunds (a second finance member approves what one starts)
 * - administrator: staff, sponsors, the audit log
 *
 * In a module without zod (staff.ts holds their schema): the back office's pages list them, and a
 * page importing a module that builds schemas downloads and runs zod (issue 30).
 */
export const STAFF_ROLES = ['reviewer', 'claims_officer', 'finance', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

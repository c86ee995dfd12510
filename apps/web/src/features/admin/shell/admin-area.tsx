import type { StaffRole } from '@alaafia/domain';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '#components/ui/button.js';
import { Spinner } from '#components/ui/spinner.js';
import { useStaffLogout, useStaffMe } from '../shared/staff-session';
import '../admin.css';

/**
 * The sign-in, loaded only when nobody is signed in (issue 30): its form library (react-hook-form)
 * is not part of the frame every signed-in page downloads and runs.
 */
const AdminLogin = lazy(async () => ({ default: (await import('./admin-login')).AdminLogin }));

const ROLE_NAMES: Record<StaffRole, string> = {
  reviewer: 'Reviewer',
  claims_officer: 'Claims officer',
  finance: 'Finance',
  administrator: 'Administrator',
};

/** The pages of the back office, with the roles that may open them. */
const SECTIONS: { to: string; label: string; roles: StaffRole[] }[] = [
  {
    to: '/admin/customers',
    label: 'Customers',
    roles: ['reviewer', 'claims_officer', 'finance', 'administrator'],
  },
  { to: '/admin/reviews', label: 'Reviews', roles: ['reviewer'] },
  { to: '/admin/leads', label: 'Leads', roles: ['reviewer', 'administrator'] },
  { to: '/admin/sponsors', label: 'Sponsors', roles: ['administrator', 'finance'] },
  { to: '/admin/claims', label: 'Claims', roles: ['claims_officer', 'administrator'] },
  { to: '/admin/payouts', label: 'Payouts', roles: ['finance', 'administrator'] },
  {
    to: '/admin/preauthorisations',
    label: 'Pre-authorisations',
    roles: ['claims_officer', 'administrator'],
  },
  { to: '/admin/capitation', label: 'Capitation', roles: ['finance', 'administrator'] },
  {
    to: '/admin/automation',
    label: 'Automation',
    roles: ['claims_officer', 'finance', 'administrator'],
  },
  { to: '/admin/finance', label: 'Finance', roles: ['finance', 'administrator'] },
  {
    to: '/admin/complaints',
    label: 'Complaints',
    roles: ['reviewer', 'claims_officer', 'administrator'],
  },
  {
    to: '/admin/whatsapp',
    label: 'Support',
    roles: ['reviewer', 'claims_officer', 'administrator'],
  },
  { to: '/admin/staff', label: 'Staff', roles: ['administrator'] },
  { to: '/admin/audit', label: 'Audit log', roles: ['administrator'] },
];

/**
 * The back office (issue 16): its own area, loaded only by staff, with its own sign-in (the staff
 * cookie, never the customer's). Desktop first, usable at 768 px.
 *
 * Issue 30: each page of it arrives drawn by the build (server-render.tsx, PRERENDERED_PATHS),
 * before anyone is known: while `GET /admin/auth/me` is on its way the frame is drawn as it will
 * stay (the header's rows keep their height, empty) and the page under it with its own title, copy
 * and loading states, its data asked for at once; then the header fills in, or the sign-in replaces
 * it all for nobody signed in (docs/decisions/2026-11-27-server-drawn-back-office.md).
 */
export function AdminArea() {
  const me = useStaffMe();
  const logout = useStaffLogout();
  const staff = me.data ?? null;
  if (!me.isPending && !staff)
    return (
      <Suspense
        fallback={
          <main className="admin-login" id="main">
            <Spinner label="Loading the sign-in" />
          </main>
        }
      >
        <AdminLogin />
      </Suspense>
    );
  const sections = staff
    ? SECTIONS.filter((s) => s.roles.some((r) => staff.roles.includes(r)))
    : [];
  const who = staff ? `${staff.name} · ${staff.roles.map((r) => ROLE_NAMES[r]).join(', ')}` : '';
  return (
    <div className="admin">
      <header className="admin__header">
        <p className="admin__brand">Alaafia back office</p>
        <div className="admin__account">
          {staff ? (
            <>
              <p className="admin__who" title={who}>
                {who}
              </p>
              <Button
                variant="secondary"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
              >
                Sign out
              </Button>
            </>
          ) : (
            <Spinner size="sm" label="Loading the back office" />
          )}
        </div>
        <nav aria-label="Back office" className="admin__nav">
          {sections.map((s) => (
            <NavLink key={s.to} to={s.to} className="admin__nav-link">
              {s.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="admin__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** /admin itself: where to start. */
export function AdminHome() {
  const me = useStaffMe();
  const staff = me.data;
  if (!staff) return null;
  return (
    <section>
      <h1 className="admin__title">Welcome, {staff.name}</h1>
      <p>
        You are signed in as {staff.roles.map((r) => ROLE_NAMES[r]).join(', ')}. Your session ends
        after 15 minutes without activity.
      </p>
    </section>
  );
}

export { ROLE_NAMES };

import { useMe } from '../../../lib/current-customer';

/** The enrollee home (dashboard-and-kyc.md section 2): the greeting; policies and tiles build on it. */
export function DashboardPage() {
  const { data: customer } = useMe();
  if (!customer) return null;
  return (
    <div className="dashboard">
      <section className="dashboard__greeting" aria-labelledby="greeting">
        <h1 id="greeting">Welcome back, {customer.first_name}.</h1>
        <p>Be rest assured we're looking out for you.</p>
      </section>
    </div>
  );
}

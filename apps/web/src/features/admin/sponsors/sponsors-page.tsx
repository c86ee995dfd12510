import { useState } from 'react';
import { QueryState } from '#components/ui/query-state.js';
import { useSponsors } from './sponsors-api';
import { useStaffMe } from '../shared/staff-session';
import { CreateSponsorForm } from './sponsor-create-form';
import { SponsorDetail } from './sponsor-detail';
import { SponsorsTable } from './sponsors-table';

/**
 * Sponsors (issue 16): employers and partners that pay for their people's cover. Administrators
 * create them and enrol customers (one by e-mail, or a CSV); administrators and finance see who is
 * enrolled and what each sponsor owes, and export it to invoice.
 */
export function SponsorsPage() {
  const me = useStaffMe();
  const sponsors = useSponsors();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const isAdmin = me.data?.roles.includes('administrator') ?? false;
  const selected = sponsors.data?.find((s) => s.id === selectedId) ?? null;

  return (
    <section className="admin-sponsors" aria-labelledby="sponsors-title">
      <h1 className="admin__title" id="sponsors-title">
        Sponsors
      </h1>
      <p>
        Employers and partners who pay for their people’s cover. Their customers are never charged
        for the sponsored months; the sponsor owes the premium for each of them.
      </p>
      <QueryState query={sponsors}>
        {(rows) =>
          rows.length === 0 ? (
            <p>No sponsors yet.</p>
          ) : (
            <SponsorsTable sponsors={rows} selectedId={selectedId} onOpen={setSelectedId} />
          )
        }
      </QueryState>
      {selected ? <SponsorDetail sponsor={selected} canEnrol={isAdmin} /> : null}
      {isAdmin ? <CreateSponsorForm onCreated={setSelectedId} /> : null}
    </section>
  );
}

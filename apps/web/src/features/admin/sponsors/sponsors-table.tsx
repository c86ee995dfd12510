import { formatNaira, type SponsorAnswer } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';

/** The sponsors, with their contact, who is covered or waiting, and what each owes. */
export function SponsorsTable({
  sponsors,
  selectedId,
  onOpen,
}: {
  sponsors: readonly SponsorAnswer[];
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  return (
    <DataTable
      label="Sponsors"
      rows={sponsors}
      rowKey={(s) => s.id}
      rowProps={(s) => ({ 'aria-current': s.id === selectedId ? 'true' : undefined })}
      columns={[
        { header: 'Sponsor', cell: (s) => s.name },
        {
          header: 'Contact',
          cell: (s) => (
            <>
              {s.contact_name}
              <br />
              {s.contact_email}
              {s.contact_phone ? (
                <>
                  <br />
                  {s.contact_phone}
                </>
              ) : null}
            </>
          ),
        },
        { header: 'RC number', cell: (s) => s.rc_number ?? '—' },
        { header: 'Covered', cell: (s) => s.enrolled },
        { header: 'Waiting', cell: (s) => s.pending },
        { header: 'Amount due', cell: (s) => formatNaira(s.amount_due) },
        {
          header: <span className="visually-hidden">Actions</span>,
          cell: (s) => (
            <Button variant="link" onClick={() => onOpen(s.id)} aria-label={`Open ${s.name}`}>
              Open
            </Button>
          ),
        },
      ]}
    />
  );
}

import { formatNaira, type SponsorAnswer } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { TableWrap } from '../shared/table-wrap';

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
    <TableWrap label="Sponsors">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Sponsor</th>
            <th scope="col">Contact</th>
            <th scope="col">RC number</th>
            <th scope="col">Covered</th>
            <th scope="col">Waiting</th>
            <th scope="col">Amount due</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sponsors.map((s) => (
            <tr key={s.id} aria-current={s.id === selectedId ? 'true' : undefined}>
              <td>{s.name}</td>
              <td>
                {s.contact_name}
                <br />
                {s.contact_email}
                {s.contact_phone ? (
                  <>
                    <br />
                    {s.contact_phone}
                  </>
                ) : null}
              </td>
              <td>{s.rc_number ?? '—'}</td>
              <td>{s.enrolled}</td>
              <td>{s.pending}</td>
              <td>{formatNaira(s.amount_due)}</td>
              <td>
                <Button variant="link" onClick={() => onOpen(s.id)} aria-label={`Open ${s.name}`}>
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

import type { AuditRow } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { fieldChanges } from './audit-changes';
import { AuditPage } from './audit-page';
import { BASE, server } from '#test/msw.js';

const row: AuditRow = {
  id: 12,
  at: '2026-11-24T09:00:00.000Z',
  staff_id: 5,
  staff_email: 'fin@alaafia.ng',
  roles: ['finance'],
  action: 'payout.approved',
  record_type: 'payout',
  record_id: '41',
  before: { status: 'awaiting_approval', reference: null },
  after: { status: 'sending', reference: 'alf-po-41-1-abc', amount: 50_000 },
  ip: '127.0.0.1',
  user_agent: 'test',
};

describe('the audit log page (issue 30)', () => {
  it('When an administrator reads the log, then before/after are readable field changes, and the actor, the action and a date range are chosen from lists and dates', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${BASE}/admin/audit/choices`, () =>
        HttpResponse.json({
          data: {
            actions: ['payout.approved', 'staff.created'],
            actors: [
              { staff_id: 3, email: 'admin@alaafia.ng' },
              { staff_id: 5, email: 'fin@alaafia.ng' },
            ],
          },
        }),
      ),
      http.get(`${BASE}/admin/audit`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row] });
      }),
    );
    renderWithProviders(<AuditPage />);
    const table = await screen.findByRole('region', { name: 'Audit log rows' });
    const line = within(table).getByRole('row', { name: /fin@alaafia.ng/ });
    expect(within(line).getByText('Payout approved')).toBeInTheDocument();
    const changes = within(line)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toEqual([
      'Status: awaiting_approval → sending',
      'Reference: none → alf-po-41-1-abc',
      'Amount: 50000',
    ]);
    expect(table.textContent).not.toContain('{"');

    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Who' }),
      'fin@alaafia.ng',
    );
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Action' }),
      'Payout approved',
    );
    const from = within(filters).getByLabelText('From');
    const to = within(filters).getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');

    // A range that ends before it starts is refused under the field, and nothing is fetched.
    await userEvent.type(from, '2026-11-24');
    await userEvent.type(to, '2026-11-20');
    const before = asked.length;
    await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
    expect(
      await within(filters).findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(before);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-25');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
    await expect.poll(() => asked.length).toBe(before + 1);
    const q = asked.at(-1)!;
    expect(Object.fromEntries(q)).toMatchObject({
      staff_id: '5',
      action: 'payout.approved',
      from: '2026-11-24',
      to: '2026-11-25',
    });
  });

  it('When a row changed nested fields or nothing, then each changed field is one line and unchanged ones are left out', () => {
    expect(
      fieldChanges(
        { roles: ['reviewer'], disabled: false, name: 'Ngozi' },
        { roles: ['reviewer', 'finance'], disabled: true, name: 'Ngozi' },
      ),
    ).toEqual([
      { field: 'Roles', before: 'reviewer', after: 'reviewer, finance' },
      { field: 'Disabled', before: 'no', after: 'yes' },
    ]);
    expect(fieldChanges(null, { filters: { action: 'staff.created' }, rows: 3 })).toEqual([
      { field: 'Filters: Action', before: null, after: 'staff.created' },
      { field: 'Rows', before: null, after: '3' },
    ]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

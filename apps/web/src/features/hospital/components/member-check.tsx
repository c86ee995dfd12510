import { formatNaira, type BenefitLeft, type Eligibility } from '@alaafia/domain';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { useMemberLookup } from '../api/hospital';
import { hospitalCopy, hospitalErrorOf } from '../hospital-copy';
import { canScan, QrScanner } from './qr-scanner';

/** Eligibility by member number, typed or read from the card's QR code. */
export function MemberCheck() {
  const lookup = useMemberLookup();
  const form = useForm<{ number: string; dob: string }>({ defaultValues: { number: '', dob: '' } });
  const [scanning, setScanning] = useState(false);
  const { setValue, getValues } = form;
  const check = useCallback(
    (value: string) => {
      setValue('number', value);
      const dob = getValues('dob');
      lookup.mutate({ number: value.trim(), ...(dob ? { dob } : {}) });
    },
    [lookup, setValue, getValues],
  );
  const onRead = useCallback(
    (value: string) => {
      setScanning(false);
      check(value);
    },
    [check],
  );
  return (
    <section aria-labelledby="check-title" className="hospital-card">
      <h2 id="check-title">{hospitalCopy.checkTitle}</h2>
      <form
        className="hospital-form hospital-form--inline"
        onSubmit={form.handleSubmit(({ number }) => check(number))}
        noValidate
      >
        <TextField
          label="Member number"
          hint="As on the member's card: AM and 10 letters or digits."
          autoComplete="off"
          {...form.register('number')}
        />
        <TextField
          label="Date of birth the member gives (optional)"
          hint={hospitalCopy.dobHint}
          type="date"
          autoComplete="off"
          {...form.register('dob')}
        />
        <FormActions submit="Check" busy={lookup.isPending} childrenAfter>
          {canScan() ? (
            <Button variant="secondary" onClick={() => setScanning(true)}>
              Scan the card
            </Button>
          ) : null}
        </FormActions>
      </form>
      {scanning ? <QrScanner onRead={onRead} onClose={() => setScanning(false)} /> : null}
      {lookup.isError ? <p role="alert">{hospitalErrorOf(lookup.error)}</p> : null}
      {lookup.data ? <EligibilityResult member={lookup.data} /> : null}
    </section>
  );
}

function EligibilityResult({ member }: { member: Eligibility }) {
  return (
    <div className="hospital-result" aria-live="polite" data-testid="eligibility">
      <h3>
        {member.name} <span className="hospital-result__number">{member.member_number}</span>
      </h3>
      <p className={member.covered ? 'hospital-status--ok' : 'hospital-status--no'}>
        {member.covered ? hospitalCopy.covered : hospitalCopy.notCovered}
        {' · '}
        {member.at_this_hospital ? hospitalCopy.atThisHospital : hospitalCopy.notAtThisHospital}
      </p>
      {member.reason ? <p className="hospital-result__reason">{member.reason}</p> : null}
      <p data-testid="member-dob">
        {hospitalCopy.dobOnFile(member.date_of_birth)}
        {member.date_of_birth_confirmed === null
          ? ''
          : ` · ${member.date_of_birth_confirmed ? hospitalCopy.dobMatches : hospitalCopy.dobDiffers}`}
      </p>
      <DataTable
        className="hospital-table"
        caption={`The ${member.plan} plan's benefits`}
        rows={member.benefits}
        rowKey={(b) => b.benefit}
        columns={[
          { header: 'Benefit', cell: (b) => b.name },
          { header: 'Limit', cell: limitOf },
          {
            header: 'Left this month',
            cell: (b) =>
              !b.available
                ? hospitalCopy.notYet
                : b.left_this_month === null
                  ? '—'
                  : formatNaira(b.left_this_month),
          },
          { header: 'Note', cell: (b) => b.note ?? '' },
        ]}
      />
    </div>
  );
}

/**
 * A benefit's limit in the spec's words: A&E's ₦50,000 is a month's; ante-natal and delivery is
 * 'up to ₦10,000' (health-plans.md), not listed as a month's (issue 38 item 7).
 */
function limitOf(b: BenefitLeft) {
  if (b.monthly_limit === null) return 'No limit';
  return b.benefit === 'antenatal_delivery'
    ? hospitalCopy.upTo(formatNaira(b.monthly_limit))
    : hospitalCopy.aMonth(formatNaira(b.monthly_limit));
}

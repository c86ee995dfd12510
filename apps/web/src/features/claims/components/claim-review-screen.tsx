import { formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { useDates, useT } from '#lib/i18n.js';

type ClaimReviewScreenProps = {
  kind: 'income' | 'health-cash';
  /** The chosen reason's or benefit's title. */
  choice: string;
  date: string;
  amount: number | null;
  documentCount: number;
  /** The bank's name and the account number, as the customer typed it. */
  bankName: string;
  accountNumber: string;
  submitting: boolean;
  /** 'Change' on a row goes back to that stage. */
  onEdit: (stage: 0 | 10 | 20 | 30) => void;
  onSubmit: () => void;
};

/** Stage 40: everything the claim says, each row with 'Change', then 'Submit claim'. */
export function ClaimReviewScreen({
  kind,
  choice,
  date,
  amount,
  documentCount,
  bankName,
  accountNumber,
  submitting,
  onEdit,
  onSubmit,
}: ClaimReviewScreenProps) {
  const t = useT();
  const dates = useDates();
  const rows: { label: string; value: string; stage: 0 | 10 | 20 | 30 }[] = [
    {
      label: kind === 'income' ? t('claims.reviewReason') : t('claims.reviewBenefit'),
      value: choice,
      stage: 0,
    },
    { label: t('claims.reviewDate'), value: dates.day(date), stage: 10 },
    ...(amount !== null
      ? [{ label: t('claims.reviewAmount'), value: formatNaira(amount), stage: 10 as const }]
      : []),
    {
      label: t('claims.reviewDocuments'),
      value: t('claims.documentsCount', { count: documentCount }),
      stage: 20,
    },
    { label: t('claims.reviewAccount'), value: `${bankName}, ${accountNumber}`, stage: 30 },
  ];
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.reviewTitle')}
      </h2>
      <p className="flow-screen__lead">{t('claims.reviewLead')}</p>
      <dl className="claim-review">
        {rows.map((row) => (
          <div className="claim-review__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="claim-review__value">{row.value}</span>
              <Button
                variant="link"
                className="claim-review__edit"
                aria-label={`${t('claims.edit')} ${row.label.toLowerCase()}`}
                disabled={submitting}
                onClick={() => onEdit(row.stage)}
              >
                {t('claims.edit')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="claim-review__declaration">{t('claims.declaration')}</p>
      <Button fullWidth loading={submitting} onClick={onSubmit}>
        {t('claims.submit')}
      </Button>
    </div>
  );
}

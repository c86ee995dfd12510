/**
 * The one way the web shows a moment (a timestamp from the API): in Lagos time, as the team and
 * customers in Nigeria read it, whatever the browser's own time zone ('21/11/2026, 00:30:00').
 * docs/business-rules.md: every day and deadline is a Lagos day.
 */
const lagosMoment = new Intl.DateTimeFormat('en-NG', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/** A moment in Lagos time; '—' when there is none. */
export function formatLagosTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : lagosMoment.format(date);
}

import { formatNaira, koboToNaira } from '@alaafia/domain';

/** Kobo from the API, shown in naira (docs/business-rules.md, 'The books': naira only at the edges). */
export const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Amounts in a column of their own, aligned right. */
export const NUM = 'admin-finance__num';

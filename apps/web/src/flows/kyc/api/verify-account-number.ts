import type { AccountNumberAnswer, ProductUid } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** The {product} of POST /local/{product}-account-number/verify/:id, per product line. */
const ACCOUNT_NUMBER_PRODUCT: Readonly<
  Partial<Record<ProductUid, 'income' | 'health' | 'healthcash'>>
> = {
  EI: 'income',
  HI: 'health',
  HTCI: 'healthcash',
};

/** The names on the bank account checked. */
type AccountNumberResult = AccountNumberAnswer;

type AccountNumberBody = { account_number: string; bank_code: string };

/** POST /local/{product}-account-number/verify/:id: the first step (gender, then date of birth follow). */
export function verifyAccountNumber(
  customerId: number,
  product: ProductUid,
  body: AccountNumberBody,
) {
  const segment = ACCOUNT_NUMBER_PRODUCT[product] ?? 'health';
  return api.post<AccountNumberResult>(
    `/local/${segment}-account-number/verify/${customerId}`,
    body,
  );
}

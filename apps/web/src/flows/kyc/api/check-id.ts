import type {
  AccountNumberAnswer,
  CheckedCard,
  IdType,
  OtpCodeStatus,
  ProductUid,
} from '@alaafia/domain';
import { submitBvn } from './submit-bvn';
import { submitDriverLicense } from './submit-driver-license';
import { submitNin } from './submit-nin';
import { submitVoterCard } from './submit-voter-card';
import { verifyAccountNumber } from './verify-account-number';

/** The first submit of screen 60: the number of the chosen ID type (and the bank for an account). */
type IdCheckRequest = { idType: IdType; value: string; bankCode?: string };

/** What an ID check answers: a code was sent (BVN, NIN), or the name on the card or account. */
type IdCheckAnswer = OtpCodeStatus | CheckedCard | AccountNumberAnswer;

/** Sends the check to the endpoint of the ID type; answers the server's data. */
export function checkId(
  customerId: number,
  product: ProductUid,
  request: IdCheckRequest,
): Promise<IdCheckAnswer> {
  switch (request.idType) {
    case 'bvn':
      return submitBvn(customerId, request.value);
    case 'nin':
      return submitNin(customerId, request.value);
    case 'vin':
      return submitVoterCard(customerId, request.value);
    case 'dvl':
      return submitDriverLicense(customerId, request.value);
    case 'account_number':
      return verifyAccountNumber(customerId, product, {
        account_number: request.value,
        bank_code: request.bankCode ?? '',
      });
  }
}

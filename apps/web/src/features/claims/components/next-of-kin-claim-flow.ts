import {
  nextOfKinClaimCopy,
  nextOfKinClaimWizard,
  stageOf,
  type NextOfKinClaimScreen,
  type NextOfKinClaimStage,
  type UploadResult,
} from '@alaafia/domain';
import { useState } from 'react';
import type { FlowScreenProps } from '#flows/wizard/wizard-flow.js';
import { ApiError } from '#lib/api-client.js';
import { errorMessageOf } from '#lib/form-errors.js';
import {
  fileNextOfKinClaim,
  requestClaimCode,
  uploadDeathCertificate,
  verifyClaimCode,
  type NextOfKinDetails,
} from '../api/next-of-kin-claim';
import type { ClaimDocument } from './claim-documents-screen';

/**
 * The next of kin's claim as a service for its screens (next-of-kin-claim-page.tsx): what was
 * entered, the claimant token, the calls to the API and what their failures mean for each step.
 */

export type Errors = Partial<Record<string, string>>;

/** A field's message from an API failure, else its message, else ours. */
export const messageOf = (error: unknown, field?: string): string =>
  errorMessageOf(error, field ? [field] : [], 'Something went wrong. Please try again.');

/** The stage of a screen of the domain's table (packages/domain/src/wizard-next-of-kin-claim.ts). */
export const at = (screen: NextOfKinClaimScreen): NextOfKinClaimStage =>
  stageOf(nextOfKinClaimWizard, screen);

export type Account = { bankCode: string; accountNumber: string };

/** The page's own state: what the next of kin entered, the claimant token and the answers. */
export type NextOfKinState = {
  details: NextOfKinDetails;
  setDetails: (details: NextOfKinDetails) => void;
  token: string | null;
  setToken: (token: string | null) => void;
  documents: readonly ClaimDocument[];
  setDocuments: (update: (list: readonly ClaimDocument[]) => readonly ClaimDocument[]) => void;
  date: string;
  setDate: (date: string) => void;
  account: Account | null;
  setAccount: (account: Account) => void;
  errors: Errors;
  setErrors: (update: Errors | ((errors: Errors) => Errors)) => void;
  claimNumber: string | null;
  /** The token has run out (401): back to the start, with the reason under the phone. */
  expired: () => void;
  /** Sends the code to the phone (again); answers the API's failure as it is thrown. */
  requestCode: (details: NextOfKinDetails) => Promise<unknown>;
  /** The code for the claimant token. */
  verifyCode: (code: string) => Promise<string>;
  /** The death certificate, with the claimant token (a 401 ends the session). */
  uploadCertificate: (file: File) => Promise<UploadResult>;
  submit: () => Promise<void>;
};

export type Props = FlowScreenProps<NextOfKinClaimStage, NextOfKinState, undefined, null>;

export function useNextOfKinFlow({ wizard }: Omit<Props, 'flow'>): NextOfKinState {
  const [details, setDetails] = useState<NextOfKinDetails>({ policy_number: '', phone: '' });
  const [token, setToken] = useState<string | null>(null);
  const [documents, setDocuments] = useState<readonly ClaimDocument[]>([]);
  const [date, setDate] = useState('');
  const [account, setAccount] = useState<Account | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [claimNumber, setClaimNumber] = useState<string | null>(null);

  function expired() {
    setToken(null);
    setErrors({ phone: nextOfKinClaimCopy.sessionExpired });
    wizard.goTo(at('details'));
  }

  return {
    details,
    setDetails,
    token,
    setToken,
    documents,
    setDocuments,
    date,
    setDate,
    account,
    setAccount,
    errors,
    setErrors,
    claimNumber,
    expired,
    requestCode: requestClaimCode,
    async verifyCode(code) {
      return (await verifyClaimCode({ ...details, code })).token;
    },
    async uploadCertificate(file) {
      try {
        return await uploadDeathCertificate(token ?? '', file);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) expired();
        throw error;
      }
    },
    async submit() {
      if (!account) return;
      try {
        const claim = await fileNextOfKinClaim(token ?? '', {
          date_of_event: date,
          documents: documents.flatMap((d) => (d.state === 'completed' && d.url ? [d.url] : [])),
          bank_code: account.bankCode,
          account_number: account.accountNumber,
        });
        setClaimNumber(claim.claim_number);
        setErrors({});
        wizard.goTo(at('done'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return expired();
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
          setErrors({ form: messageOf(error) });
          return;
        }
        const field = (name: string) => error.field(name);
        const found: Errors = {
          date_of_event: field('date_of_event'),
          documents: field('documents'),
          bank_code: field('bank_code'),
          account_number: field('account_number'),
          benefit: field('benefit'),
        };
        if (!Object.values(found).some(Boolean)) found.form = error.message;
        setErrors(found);
        if (found.date_of_event) wizard.goTo(at('date'));
        else if (found.documents) wizard.goTo(at('certificate'));
        else if (found.bank_code || found.account_number) wizard.goTo(at('bank'));
      }
    },
  };
}

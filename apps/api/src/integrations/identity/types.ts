import type { IdType } from '@alaafia/domain';

/**
 * The port for identity (KYC) lookups: BVN, NIN, voter's card (VIN), driver's licence and bank
 * account (NUBAN). A provider answers who the number is registered to; it never decides whether
 * that is our customer: the KYC service compares the names and sends the one-time code itself.
 */
export interface IdentityLookupRequest {
  type: IdType;
  /** The normalised number (11 digits for BVN and NIN, upper-case letters and digits for cards). */
  value: string;
  /** For a bank account: the bank's NIBSS code. */
  bankCode?: string;
  /**
   * Who is asking. Real providers ignore it; the offline sandbox registers every well-formed number
   * (other than its fixed test values) to this person, so a sandbox customer can pass KYC.
   */
  applicant: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    /** YYYY-MM-DD, when the customer has given it (Dojah's validate shape of /kyc/bvn/full asks for it). */
    dateOfBirth?: string | null;
  };
}

export interface RegisteredIdentity {
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** The name as the registry prints it, when it gives one whole ("ADAEZE OKAFOR", an account name). */
  fullName: string | null;
  /** As the registry gives it; the service normalises it to the local 11-digit form. */
  phoneNumber: string | null;
  /** YYYY-MM-DD, when the registry gives a readable date. */
  dateOfBirth: string | null;
}

export type IdentityLookupResult =
  | { outcome: 'found'; identity: RegisteredIdentity; reference: string | null }
  | { outcome: 'not_found' }
  /**
   * The number exists but the registry only says the applicant's name is not the one registered
   * (a validate-shaped answer, which never gives the registered name).
   */
  | { outcome: 'name_mismatch'; reference: string | null };

export interface IdentityProvider {
  /** Stored with each identity document (identity_documents.provider). */
  readonly name: string;
  lookup(request: IdentityLookupRequest): Promise<IdentityLookupResult>;
}

/**
 * The provider could not answer (down, timed out, our account refused, an answer we cannot read).
 * Says nothing about the number; the message never holds it.
 */
export class IdentityProviderError extends Error {
  constructor(
    message: string,
    public readonly status: number | null = null,
    /**
     * Whose failure it is: `ours` (we sent a bad request, or our account has no credit or no access:
     * logged as an error, someone must act) or `provider` (down, timed out, the registry behind it
     * failed, an answer we cannot read: logged as a warning). The customer gets 503 either way.
     */
    public readonly fault: 'ours' | 'provider' = 'provider',
  ) {
    super(message);
    this.name = 'IdentityProviderError';
  }
}

import {
  changeHospitalCopy,
  customerUpdateCopy,
  kycServerCopy,
  nairaToKobo,
} from '@alaafia/domain';
import type { z } from 'zod';
import type { customerUpdateBodySchema } from '@alaafia/domain';
import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import { resolveCartProducts, saveCart } from '../../sales/carts/index.js';
import { findHospital } from '../../cover/hospitals/index.js';
import { activeProductUids } from '../../sales/payments/index.js';
import {
  findCustomerById,
  updateCustomerProfile,
  type CustomerProfileChanges,
  type CustomerRow,
} from '../../customers/customers/index.js';

type CustomerUpdate = z.output<typeof customerUpdateBodySchema>;

/** 'Mary Jane Okafor' -> first 'Mary Jane', last 'Okafor'. */
function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.pop() ?? '';
  return { firstName: parts.join(' '), lastName };
}

/** What the customers service uses, and nothing else. */
interface CustomersDeps {
  db: Db;
  now: () => Date;
  /** Encrypts the date of birth. */
  cipher: Pick<FieldCipher, 'encrypt'>;
}

/** The profile's own refusal: the KYC answers' words (the catalogue's `errors.kycServer.*`). */
export const profileCopy = {
  kycAlreadyComplete: kycServerCopy.kycAlreadyComplete,
} as const;

export function createCustomersService({ db, now, cipher }: CustomersDeps) {
  return {
    async get(customerId: number): Promise<CustomerRow> {
      const row = await findCustomerById(db, customerId);
      if (!row) throw notFound();
      return row;
    },

    /**
     * Saves the profile fields the spec's flows send. Validation is the schema's; the rules that need
     * the database (the hospital exists) are checked here before anything is written.
     */
    async updateProfile(customerId: number, body: CustomerUpdate): Promise<CustomerRow> {
      const set: CustomerProfileChanges = {};
      if (body.name) {
        const { firstName, lastName } = splitFullName(body.name);
        set.firstName = firstName;
        set.lastName = lastName;
      }
      if (body.first_name !== undefined) set.firstName = body.first_name;
      if (body.last_name !== undefined) set.lastName = body.last_name;
      if (set.firstName !== undefined || set.lastName !== undefined) {
        // A verified identity keeps its name: the KYC name check would no longer hold (reset-name
        // refuses the same). Sending the name unchanged, as the checkout's profile does, is fine.
        const current = await this.get(customerId);
        const renamed =
          (set.firstName !== undefined && set.firstName !== current.firstName) ||
          (set.lastName !== undefined && set.lastName !== current.lastName);
        if (current.haveCompletedKyc && renamed) {
          const message = profileCopy.kycAlreadyComplete;
          throw conflict(message, { first_name: [message], last_name: [message] });
        }
      }
      if (body.phone_number !== undefined) set.phoneNumber = body.phone_number;
      if (body.address !== undefined) set.address = body.address;
      if (body.state !== undefined) set.state = body.state;
      if (body.gender !== undefined) set.gender = body.gender;
      if (body.dob !== undefined) set.dobEnc = cipher.encrypt(body.dob);
      if (body.salary !== undefined) set.salaryKobo = nairaToKobo(body.salary);
      if (body.employer_name !== undefined) set.employerName = body.employer_name;
      if (body.company_id !== undefined) set.companyId = body.company_id;
      if (body.employer_address !== undefined) set.employerAddress = body.employer_address;
      if (body.marketing_messages !== undefined) set.marketingMessages = body.marketing_messages;
      if (body.language !== undefined) set.language = body.language;
      if (body.preferred_hospital !== undefined) {
        if (!(await findHospital(db, body.preferred_hospital))) {
          throw fieldError('preferred_hospital', customerUpdateCopy.hospitalUnknown);
        }
        // While the health plan is active, a new hospital goes through the care team's review
        // (change-hospital-request); choosing the same one again changes nothing and is fine.
        const current = await this.get(customerId);
        if (
          current.preferredHospitalId !== null &&
          current.preferredHospitalId !== body.preferred_hospital &&
          (await activeProductUids(db, customerId, ['HI'])).length > 0
        ) {
          throw fieldError('preferred_hospital', changeHospitalCopy.changeByRequest);
        }
        set.preferredHospitalId = body.preferred_hospital;
      }
      if (body.products !== undefined) {
        // The cart at payment: checked against our plans first (422, nothing written), then saved
        // with the profile in one transaction.
        const cart = await resolveCartProducts(db, body.products);
        await db.transaction(async (tx) => {
          const at = now();
          await updateCustomerProfile(tx, customerId, set, at);
          await saveCart(tx, customerId, cart, at);
        });
        return this.get(customerId);
      }
      await updateCustomerProfile(db, customerId, set, now());
      return this.get(customerId);
    },
  };
}

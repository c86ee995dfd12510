import {
  employmentCopy,
  uploadUrl,
  workPositionId,
  type employmentInformationBodySchema,
} from '@alaafia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { fieldError, notFound } from '../../../lib/http-errors.js';
import { findCustomerById, lockCustomer, type CustomerRow } from '../customers/index.js';
import { findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { openEmploymentReview } from './employment-review.js';
import { upsertEmploymentInformation } from './employment.repo.js';

type EmploymentInformationInput = z.output<typeof employmentInformationBodySchema>;

export function createEmploymentService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * Stage 94: the employment information with the letter uploaded at 92. The letter goes to a
     * reviewer (employment_reviews, kyc_in_review_status): the income-protection profile is complete
     * only once it is approved in the back office (docs/business-rules.md).
     */
    async save(customerId: number, body: EmploymentInformationInput): Promise<CustomerRow> {
      const letter = await findOwnUploadByUrl(
        db,
        customerId,
        body.employment_letter_url,
        'employment_letter',
      );
      if (!letter) throw fieldError('employment_letter_url', employmentCopy.letterNotFound);
      // The spec's client sends a fixed placeholder for the statements: only a file we hold is kept.
      const [bankStatement, monoStatement] = await Promise.all([
        findOwnUploadByUrl(db, customerId, body.bank_statement_url),
        findOwnUploadByUrl(db, customerId, body.mono_account_statement_url),
      ]);
      const now = ctx.now();
      await db.transaction(async (tx) => {
        // Two submissions at once are taken one after the other (one pending review per customer).
        await lockCustomer(tx, customerId);
        await upsertEmploymentInformation(tx, {
          customerId,
          employmentLetterUrl: uploadUrl(letter.token),
          bankStatementUrl: bankStatement ? uploadUrl(bankStatement.token) : null,
          monoAccountStatementUrl: monoStatement ? uploadUrl(monoStatement.token) : null,
          workPositionId: body.work_position ? workPositionId(body.work_position) : null,
          workPosition: body.work_position ?? null,
          numberOfJobsInFiveYears: body.number_of_jobs_in_five_years,
          numberOfMonthsInCurrentPosition: body.number_of_months_in_current_position,
          contractOrPermanentStaff: body.contract_or_permanent_staff,
          haveDisability: body.have_disability,
          isConfirmedStaff: body.is_confirmed_staff,
          updatedAt: now,
        });
        await openEmploymentReview(tx, customerId, letter.id, now);
      });
      const row = await findCustomerById(db, customerId);
      if (!row) throw notFound();
      return row;
    },
  };
}

import type { EmploymentInformation } from '@alaafia/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { employmentInformation } from '../../../db/schema/index.js';

type EmploymentRow = typeof employmentInformation.$inferSelect;
type EmploymentValues = Omit<typeof employmentInformation.$inferInsert, 'id' | 'createdAt'>;

/** One employment information per customer: a second save replaces the first. */
export async function upsertEmploymentInformation(db: DbOrTx, values: EmploymentValues) {
  await db
    .insert(employmentInformation)
    .values(values)
    .onConflictDoUpdate({
      target: employmentInformation.customerId,
      set: {
        employmentLetterUrl: sql`excluded.employment_letter_url`,
        bankStatementUrl: sql`excluded.bank_statement_url`,
        monoAccountStatementUrl: sql`excluded.mono_account_statement_url`,
        workPositionId: sql`excluded.work_position_id`,
        workPosition: sql`excluded.work_position`,
        numberOfJobsInFiveYears: sql`excluded.number_of_jobs_in_five_years`,
        numberOfMonthsInCurrentPosition: sql`excluded.number_of_months_in_current_position`,
        contractOrPermanentStaff: sql`excluded.contract_or_permanent_staff`,
        haveDisability: sql`excluded.have_disability`,
        isConfirmedStaff: sql`excluded.is_confirmed_staff`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

async function findEmploymentInformation(
  db: DbOrTx,
  customerId: number,
): Promise<EmploymentRow | null> {
  const [row] = await db
    .select()
    .from(employmentInformation)
    .where(eq(employmentInformation.customerId, customerId))
    .limit(1);
  return row ?? null;
}

/** The customer record's customer_employment_information: a list, as the spec's client reads it. */
export async function employmentInformationOf(
  db: DbOrTx,
  customerId: number,
): Promise<EmploymentInformation[]> {
  const row = await findEmploymentInformation(db, customerId);
  if (!row) return [];
  return [
    {
      employment_letter_url: row.employmentLetterUrl,
      bank_statement_url: row.bankStatementUrl,
      mono_account_statement_url: row.monoAccountStatementUrl,
      work_position: row.workPosition,
      work_position_id: row.workPositionId,
      number_of_jobs_in_five_years: row.numberOfJobsInFiveYears,
      number_of_months_in_current_position: row.numberOfMonthsInCurrentPosition,
      contract_or_permanent_staff: row.contractOrPermanentStaff,
      have_disability: row.haveDisability,
      is_confirmed_staff: row.isConfirmedStaff,
      updated_at: row.updatedAt.toISOString(),
    },
  ];
}

/** A closed account's employment information goes. */
export async function deleteEmploymentInformationOf(db: DbOrTx, customerId: number) {
  await db.delete(employmentInformation).where(eq(employmentInformation.customerId, customerId));
}

import {
  changeHospitalCopy,
  nextHospitalChangeAllowedAt,
  type ChangeHospitalBody,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { errorWords, fieldError, notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  findPendingChangeRequest,
  findPendingChangeRequestView,
  insertChangeRequest,
  lastApprovedChangeAt,
  lockCustomerHospital,
} from './change-hospital.repo.js';
import { findHospital } from './hospitals.repo.js';

export function createChangeHospitalService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** The request still under review (at most one), with the hospital asked for; null when none. */
    async pending(customerId: number) {
      return findPendingChangeRequestView(db, customerId);
    },

    /**
     * Records a request to move from the customer's current hospital to another, for the care team
     * to review. The preferred hospital does not change here. One request may be pending at a time,
     * and a change is allowed once every HOSPITAL_CHANGE_INTERVAL_MONTHS after the last approved one.
     */
    async request(customerId: number, body: ChangeHospitalBody) {
      return db.transaction(async (tx) => {
        const customer = await lockCustomerHospital(tx, customerId);
        if (!customer) throw notFound();
        if (!(await findHospital(tx, body.hospital_id))) {
          throw fieldError('hospital_id', changeHospitalCopy.hospitalUnknown);
        }
        if (customer.preferredHospitalId === null) {
          throw unprocessable(changeHospitalCopy.noHospitalYet);
        }
        if (customer.preferredHospitalId === body.hospital_id) {
          throw fieldError('hospital_id', changeHospitalCopy.sameHospital);
        }
        if (await findPendingChangeRequest(tx, customerId)) {
          throw unprocessable(changeHospitalCopy.pendingRequest);
        }
        const now = ctx.now();
        const lastApproved = await lastApprovedChangeAt(tx, customerId);
        if (lastApproved) {
          const allowedAt = nextHospitalChangeAllowedAt(lastApproved);
          if (allowedAt > now)
            throw unprocessable(errorWords(changeHospitalCopy.tooSoon, { date: allowedAt }));
        }
        return insertChangeRequest(tx, {
          customerId,
          fromHospitalId: customer.preferredHospitalId,
          hospitalId: body.hospital_id,
          changeReason: body.change_reason,
          createdAt: now,
        });
      });
    },
  };
}

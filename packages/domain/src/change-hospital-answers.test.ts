import { describe, expect, it } from 'vitest';
import { changeHospitalRequestSchema, pendingHospitalChangeSchema } from './change-hospital.js';

/** A change of hospital as the dashboard reads it (issue 43). */
describe('a change of hospital', () => {
  const request = {
    id: 7,
    status: 'pending',
    hospital_id: 3,
    change_reason: 'Moved house',
    created_at: '2026-12-07T10:00:00.000Z',
  };

  it('When a request is recorded, then it is answered as recorded', () => {
    expect(changeHospitalRequestSchema.parse(request)).toEqual(request);
  });

  it('When a request is under review, then the hospital asked for is named; with none, null', () => {
    const pending = { ...request, hospital_name: 'Reddington' };
    expect(pendingHospitalChangeSchema.parse(pending)).toEqual(pending);
    expect(pendingHospitalChangeSchema.parse(null)).toBeNull();
    expect(pendingHospitalChangeSchema.safeParse(request).success).toBe(false);
  });
});

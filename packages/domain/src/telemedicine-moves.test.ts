import { describe, expect, it } from 'vitest';
import {
  canMoveTelemedicine,
  isUrgent,
  OPEN_TELEMEDICINE_STATUSES,
  TELEMEDICINE_STATUSES,
} from './telemedicine-rules.js';

/**
 * 'Talk to a doctor' (docs/business-rules.md, 'Telemedicine'): the partner's moves, which requests
 * are open, and urgent words as customers type them (issue 43).
 */
describe('the partner’s moves', () => {
  it('When a request was not yet sent on, then the partner may still call back or close it', () => {
    expect(canMoveTelemedicine('requested', 'called_back', 'partner')).toBe(true);
    expect(canMoveTelemedicine('requested', 'closed', 'partner')).toBe(true);
    expect(canMoveTelemedicine('sent', 'closed', 'partner')).toBe(true);
    expect(canMoveTelemedicine('requested', 'closed', 'system')).toBe(false);
    expect(canMoveTelemedicine('sent', 'closed', 'system')).toBe(false);
  });

  it('When a request waits for its call, then it is open; once called back or closed it is not', () => {
    for (const status of TELEMEDICINE_STATUSES)
      expect(OPEN_TELEMEDICINE_STATUSES.includes(status), status).toBe(
        status === 'requested' || status === 'sent',
      );
  });
});

describe('urgent words as customers type them', () => {
  it('When breath is spelled without its e, one convulsion, one severe burn or plain poison is named, then it is urgent', () => {
    for (const symptoms of [
      'I cannot breath',
      'he cant breath well',
      "can't breath",
      'a convulsion this morning',
      'a severe burn on the arm',
      'swallowed poison',
    ])
      expect(isUrgent({ symptoms }), symptoms).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits, releaseEarlySubmits } from './early-submit';

describe('early submits on a prerendered page', () => {
  it('When a form is submitted before React has the page, then it is held and submitted once released', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);

    holdEarlySubmits();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled();

    releaseEarlySubmits();
    expect(requestSubmit).toHaveBeenCalledOnce();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    form.remove();
  });

  it('When nothing was submitted early, then releasing submits nothing', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    holdEarlySubmits();
    releaseEarlySubmits();
    expect(requestSubmit).not.toHaveBeenCalled();
    form.remove();
  });
});

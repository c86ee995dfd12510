import { describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, releaseEarlyPresses } from './early-presses';

describe('early submits on a prerendered page', () => {
  it('When a form is submitted before React has the page, then it is held and submitted once released', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);

    holdEarlyPresses(window);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled();

    releaseEarlyPresses();
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
    holdEarlyPresses(window);
    releaseEarlyPresses();
    expect(requestSubmit).not.toHaveBeenCalled();
    form.remove();
  });

  it('When a button is pressed before React has the page, then the press is held and made again once released', () => {
    const button = document.createElement('button');
    button.type = 'button';
    document.body.append(button);
    const pressed = vi.fn();
    document.body.addEventListener('click', pressed);

    holdEarlyPresses(window);
    button.click();
    expect(pressed).not.toHaveBeenCalled();

    releaseEarlyPresses();
    expect(pressed).toHaveBeenCalledOnce();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
    document.body.removeEventListener('click', pressed);
    button.remove();
  });

  it('When a link is followed before React has the page, then the browser follows it', () => {
    const link = document.createElement('a');
    link.href = '#settings';
    document.body.append(link);
    holdEarlyPresses(window);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    releaseEarlyPresses();
    link.remove();
  });
});

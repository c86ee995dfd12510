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

  it('When a field is typed in and a box ticked before React has the page, then once released React is told each value, as if typed then', () => {
    const form = document.createElement('form');
    const text = document.createElement('input');
    const select = document.createElement('select');
    for (const value of ['bvn', 'nin']) {
      const option = document.createElement('option');
      option.value = value;
      select.append(option);
    }
    const box = document.createElement('input');
    box.type = 'checkbox';
    form.append(text, select, box);
    document.body.append(form);
    const heard: string[] = [];
    form.addEventListener('input', (event) =>
      heard.push(`input ${(event.target as HTMLInputElement).value}`),
    );
    form.addEventListener('change', (event) =>
      heard.push(`change ${(event.target as HTMLSelectElement).value}`),
    );
    form.addEventListener('click', () => heard.push(`click ${box.checked}`));

    holdEarlyPresses(window);
    text.value = '22212345678';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'nin';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    box.click();
    // React takes the page over and its form sets its own first values again.
    text.value = '';
    select.value = 'bvn';
    box.checked = false;
    heard.length = 0;

    releaseEarlyPresses();
    expect(text.value).toBe('22212345678');
    expect(select.value).toBe('nin');
    expect(box.checked).toBe(true);
    // The box is clicked again, as a customer would: its click, then the browser's input and change.
    expect(heard).toEqual([
      'input 22212345678',
      'change nin',
      'click true',
      'input on',
      'change on',
    ]);
    form.remove();
  });

  it('When a field typed in early still holds its value once released, then React is told it all the same', () => {
    // React took the page over without wiping the field, but the form's state has never heard of it.
    const text = document.createElement('input');
    document.body.append(text);
    const heard: string[] = [];
    text.addEventListener('input', () => heard.push(text.value));
    holdEarlyPresses(window);
    text.value = 'Ada';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    heard.length = 0;
    releaseEarlyPresses();
    expect(heard).toEqual(['Ada']);
    expect(text.value).toBe('Ada');
    text.remove();
  });
});

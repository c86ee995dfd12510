import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentFrame, FOCUS_TAKEN_WITHIN_MS } from './document-frame';

// Chromium's PDF viewer takes the focus a moment after its frame loads (seen in Chromium 156: the
// frame becomes the active element and the page's window blurs). Here the viewer's move is played
// by focusing the frame and blurring the window, as the browser does.
async function viewerTakesFocus(frame: HTMLIFrameElement) {
  frame.focus();
  window.dispatchEvent(new Event('blur'));
  // The field is given the focus back once the blur is over.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

function page() {
  render(
    <>
      <input aria-label="Amount to pay" />
      <DocumentFrame src="about:blank" title="Evidence: hospital-bill.pdf" />
    </>,
  );
  return {
    amount: screen.getByRole('textbox', { name: 'Amount to pay' }),
    frame: screen.getByTitle<HTMLIFrameElement>('Evidence: hospital-bill.pdf'),
  };
}

describe('a document shown in the back office (the focus an officer types in stays theirs)', () => {
  afterEach(() => vi.useRealTimers());

  it('When the document loads while the officer types an amount and its viewer takes the focus, then the focus goes back to the amount', async () => {
    const { amount, frame } = page();
    amount.focus();
    fireEvent.load(frame);
    await viewerTakesFocus(frame);
    expect(document.activeElement).toBe(amount);
  });

  it('When the officer moves into the document well after it loaded, then it keeps the focus', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { amount, frame } = page();
    amount.focus();
    fireEvent.load(frame);
    vi.advanceTimersByTime(FOCUS_TAKEN_WITHIN_MS + 1);
    await viewerTakesFocus(frame);
    expect(document.activeElement).toBe(frame);
  });

  it('When nothing on the page had the focus, then the document keeps it', async () => {
    const { frame } = page();
    fireEvent.load(frame);
    await viewerTakesFocus(frame);
    expect(document.activeElement).toBe(frame);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPaystackInline, PAYSTACK_INLINE_SRC, payWithPaystack } from './paystack-inline';

type Options = {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message: string }) => void;
};

/** Captures the scripts the loader adds, without loading anything (no test reaches the internet). */
let scripts: HTMLScriptElement[] = [];
beforeEach(() => {
  scripts = [];
  delete (window as { PaystackPop?: unknown }).PaystackPop;
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      return node;
    }
    return append(node);
  });
});
afterEach(() => vi.restoreAllMocks());

function installPop(behave: (options: Options) => void) {
  (window as { PaystackPop?: unknown }).PaystackPop = class {
    newTransaction(options: Options) {
      behave(options);
    }
  };
}

describe('Paystack inline loader', () => {
  it('When the script fails to load, then loading rejects and the next try adds the script again', async () => {
    const first = loadPaystackInline();
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('The Paystack checkout could not be loaded.');

    const second = loadPaystackInline();
    expect(scripts).toHaveLength(2);
    installPop(() => undefined);
    scripts[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeTypeOf('function');
  });

  it('When two payments ask at once, then one script is added, async, from js.paystack.co', async () => {
    const a = loadPaystackInline();
    const b = loadPaystackInline();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(PAYSTACK_INLINE_SRC);
    expect(scripts[0]!.async).toBe(true);
    installPop(() => undefined);
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await a).toBe(await b);
  });

  it('When PaystackPop is already there, then nothing is added', async () => {
    installPop(() => undefined);
    await loadPaystackInline();
    expect(scripts).toHaveLength(0);
  });

  it("When the customer closes Paystack's window, then the result is 'cancelled'; an error is 'error'", async () => {
    installPop((options) => options.onCancel());
    await expect(
      payWithPaystack({
        publicKey: 'pk',
        email: 'a@b.ng',
        amountKobo: 5000,
        reference: 'R1',
        phone: '0803',
      }),
    ).resolves.toBe('cancelled');
    installPop((options) => options.onError({ message: 'Invalid key' }));
    await expect(
      payWithPaystack({
        publicKey: 'pk',
        email: 'a@b.ng',
        amountKobo: 5000,
        reference: 'R2',
        phone: '0803',
      }),
    ).resolves.toBe('error');
  });
});

/**
 * Paystack's InlineJS v2 popup, loaded from Paystack only when the server's provider is 'paystack'
 * (never in the sandbox). Options and callbacks as documented in the @paystack/inline-js README
 * (https://www.npmjs.com/package/@paystack/inline-js, 'newTransaction' and 'Callback Definitions'):
 * key, email, amount (kobo), currency, reference, phone, metadata.custom_fields; onSuccess
 * ({ reference }), onCancel, onError ({ message }).
 */
export const PAYSTACK_INLINE_SRC = 'https://js.paystack.co/v2/inline.js';

type PaystackTransactionOptions = {
  key: string;
  email: string;
  amount: number;
  currency: 'NGN';
  reference: string;
  phone?: string;
  metadata?: {
    custom_fields: { display_name: string; variable_name: string; value: string }[];
  };
  onSuccess: (transaction: { reference?: string }) => void;
  onCancel: () => void;
  onError: (error: { message?: string }) => void;
};

type PaystackPopInstance = { newTransaction: (options: PaystackTransactionOptions) => unknown };
type PaystackPopConstructor = new () => PaystackPopInstance;

const paystackWindow = () => window as unknown as { PaystackPop?: PaystackPopConstructor };

let loading: Promise<PaystackPopConstructor> | null = null;

/** Adds Paystack's script once (calls during the load share it) and answers PaystackPop; a failed load can be tried again. */
export function loadPaystackInline(): Promise<PaystackPopConstructor> {
  const ready = paystackWindow().PaystackPop;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_INLINE_SRC;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('The Paystack checkout could not be loaded.'));
    };
    script.addEventListener('load', () => {
      const Pop = paystackWindow().PaystackPop;
      if (!Pop) return fail();
      loading = null; // from now on window.PaystackPop answers
      resolve(Pop);
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  return loading;
}

type PaystackCharge = {
  publicKey: string;
  email: string;
  amountKobo: number;
  reference: string;
  phone: string;
};

export type ProviderResult = 'success' | 'cancelled' | 'error';

/** Opens the popup for a reference; answers when the customer pays, closes it, or it fails. */
export async function payWithPaystack(charge: PaystackCharge): Promise<ProviderResult> {
  let PaystackPop: PaystackPopConstructor;
  try {
    PaystackPop = await loadPaystackInline();
  } catch {
    return 'error';
  }
  return new Promise<ProviderResult>((resolve) => {
    try {
      new PaystackPop().newTransaction({
        key: charge.publicKey,
        email: charge.email,
        amount: charge.amountKobo,
        currency: 'NGN',
        reference: charge.reference,
        phone: charge.phone,
        metadata: {
          custom_fields: [
            { display_name: 'Mobile Number', variable_name: 'mobile_number', value: charge.phone },
          ],
        },
        onSuccess: () => resolve('success'),
        onCancel: () => resolve('cancelled'),
        onError: () => resolve('error'),
      });
    } catch {
      resolve('error');
    }
  });
}

import { type WhatsAppCommand } from '@alaafia/domain';
import type { DbOrTx } from '../../db/client.js';
import { type WhatsAppReplies, type WhatsAppBody } from '../../modules/platform/messaging/index.js';

/**
 * What the WhatsApp conversation's files share (conversation.ts, claim-conversation.ts): the
 * customer's message read as input, the claim's state, the text and menu bodies, and how replies are
 * sent.
 */
/** What a message says, whatever its form (typed word, button, list row, file). */
export type Input =
  | { kind: 'command'; command: WhatsAppCommand; rest: string }
  | { kind: 'text'; text: string }
  | { kind: 'media'; mediaId: string; fileName: string | undefined }
  | { kind: 'unsupported' };

/** The biggest receipt we download (the web's upload limit is checked again on the bytes). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

export type Claim = {
  flow: 'claim';
  step: 'date' | 'amount' | 'receipt' | 'account' | 'bank';
  date?: string;
  amount?: number;
  /** The receipt, uploaded (a first claim asks for the payout account after it). */
  document?: string;
  accountNumber?: string;
};

/** A bank chosen from the list of banks whose name matched (its row id). */
export const BANK_ROW = /^BANK (\d{3,6})$/;

export const text = (body: string): WhatsAppBody => ({
  type: 'text',
  text: { body: body.slice(0, 4096) },
});

/** The menu: a list of what a linked customer can do (Meta: at most 10 rows). */
export function menu(T: WhatsAppReplies): WhatsAppBody {
  const rows = (['cover', 'card', 'pay', 'claim', 'status', 'agent', 'language'] as const).map(
    (id) => ({
      id,
      title: T.rows[id].title,
      description: T.rows[id].description,
    }),
  );
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: T.menuBody },
      action: { button: T.menuButton, sections: [{ title: T.menuSection, rows }] },
    },
  };
}

export type Send = (bodies: WhatsAppBody[], tx?: DbOrTx) => Promise<void>;

import {
  USSD_SCREEN_MAX,
  USSD_SESSION_SECONDS,
  ussdAnswers,
  ussdCaller,
  ussdCon,
  ussdEnd,
  type UssdCallbackBody,
  type UssdScreen,
  type UssdSessionEndBody,
} from '@alaafia/domain';
import { isLanguage } from '@alaafia/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { firstState, render, step, type UssdState } from './ussd-menu.js';
import { ussdTextsIn } from './ussd-texts.js';
import {
  claimUssdTurn,
  findUssdSession,
  insertUssdSession,
  recordUssdSessionEnd,
  saveUssdTurn,
  type UssdSessionRow,
} from './ussd-sessions.js';

/** How long a repeated request waits for the first one's screen before giving up. */
const REPEAT_WAIT_MS = 3_000;

/**
 * A screen as the gateway takes it, never longer than USSD_SCREEN_MAX: the catalogue's screens are
 * tested to fit (apps/api/test/ussd-screens.test.ts), and a screen made longer by a customer's data
 * is cut rather than refused by the network.
 */
function fit(screen: UssdScreen): UssdScreen {
  const chars = [...screen];
  return chars.length <= USSD_SCREEN_MAX
    ? screen
    : (chars.slice(0, USSD_SCREEN_MAX).join('') as UssdScreen);
}

/**
 * The USSD door (issue 41; docs/architecture.md, 'The USSD channel'): one request of Africa's
 * Talking's callback is one answer of the caller. Sessions are keyed by `sessionId` and last at most
 * USSD_SESSION_SECONDS; a repeated request (same session, same text) gets the same screen and runs
 * nothing twice; nothing the caller typed is stored as typed.
 */
export function createUssdService(ctx: AppContext, log: FastifyBaseLogger) {
  const { db } = ctx.database;
  // One service per request (the routes make it): its memo holds that request's reads.
  const io = { ctx, log, memo: new Map<string, Promise<unknown>>() };
  const textHash = (sessionId: string, text: string) =>
    ctx.cipher.lookupHash(`ussd:${sessionId}:${text}`);
  const sealState = (state: UssdState) => ctx.cipher.encrypt(JSON.stringify(state));
  const openState = (row: UssdSessionRow): UssdState => {
    const state = JSON.parse(ctx.cipher.decrypt(row.stateEnc)) as UssdState;
    return { ...state, lang: isLanguage(state.lang) ? state.lang : 'en' };
  };

  async function waitForScreen(sessionId: string): Promise<UssdScreen> {
    const until = Date.now() + REPEAT_WAIT_MS;
    while (Date.now() < until) {
      const row = await findUssdSession(db, sessionId);
      if (row && row.lastScreenEnc !== '')
        return ctx.cipher.decrypt(row.lastScreenEnc) as UssdScreen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return ussdEnd(ussdTextsIn('en').unavailable);
  }

  /** Runs the answers, renders the screen, and stores both (the state sealed). */
  async function turn(
    row: UssdSessionRow,
    state: UssdState,
    answers: string[],
  ): Promise<UssdScreen> {
    let current = state;
    let notice: string | undefined;
    let screen: UssdScreen | null = null;
    try {
      for (const answer of answers) {
        const next = await step(io, current, answer);
        current = next.state;
        if (next.kind === 'end') {
          screen = ussdEnd(next.text);
          break;
        }
        notice = next.notice;
      }
      screen ??= ussdCon(await render(io, current, notice));
    } catch (err) {
      // The caller gets a plain end, never our error; the session stays where it was.
      log.error({ err }, 'ussd: a screen failed');
      current = state;
      screen = ussdEnd(ussdTextsIn(state.lang).unavailable);
    }
    screen = fit(screen);
    await saveUssdTurn(db, {
      sessionId: row.sessionId,
      stateEnc: sealState(current),
      screenEnc: ctx.cipher.encrypt(screen),
      customerId: current.customerId,
      ended: screen.startsWith('END '),
      now: ctx.now(),
    });
    return screen;
  }

  return {
    async answer(body: UssdCallbackBody): Promise<UssdScreen> {
      const t = ussdTextsIn('en');
      const phone = ussdCaller(body.phoneNumber);
      if (!phone) return ussdEnd(t.notNigerian);
      const now = ctx.now();
      const hash = textHash(body.sessionId, body.text);
      const answers = ussdAnswers(body.text);
      let row = await findUssdSession(db, body.sessionId);
      if (!row) {
        // A session we do not know that is already answering has outlived us (or never was).
        if (answers.length > 0) return ussdEnd(t.sessionExpired);
        // The first screen reads and changes nothing but the session: drawn first, stored with it.
        const state = await firstState(io, phone);
        const screen = fit(ussdCon(await render(io, state)));
        row = await insertUssdSession(db, {
          sessionId: body.sessionId,
          phone,
          customerId: state.customerId,
          serviceCode: body.serviceCode,
          networkCode: body.networkCode,
          stateEnc: sealState(state),
          answersSeen: 0,
          lastTextHash: hash,
          lastScreenEnc: ctx.cipher.encrypt(screen),
          startedAt: now,
          updatedAt: now,
        });
        if (!row) return waitForScreen(body.sessionId);
        return screen;
      }
      // One session, one caller: another number on a known session id changes nothing.
      if (row.phone !== phone) return ussdEnd(t.unavailable);
      const lang = openState(row).lang;
      if (now.getTime() - row.startedAt.getTime() > USSD_SESSION_SECONDS * 1000) {
        return ussdEnd(ussdTextsIn(lang).sessionExpired);
      }
      if (row.lastTextHash === hash) {
        if (row.lastScreenEnc !== '') return ctx.cipher.decrypt(row.lastScreenEnc) as UssdScreen;
        return waitForScreen(body.sessionId);
      }
      if (row.endedAt) return ussdEnd(ussdTextsIn(lang).goodbye);
      const fresh = answers.slice(row.answersSeen);
      if (answers.length <= row.answersSeen) {
        // Text that does not go forward from what we handled: show where the caller is.
        return ussdCon(await render(io, openState(row)));
      }
      const claimed = await claimUssdTurn(db, {
        sessionId: row.sessionId,
        seen: row.answersSeen,
        answers: answers.length,
        textHash: hash,
        now,
      });
      if (!claimed) return waitForScreen(body.sessionId);
      return turn(row, openState(row), fresh);
    },

    /** Africa's Talking's end-of-session notification: recorded on its session (never `input`). */
    async sessionEnded(body: UssdSessionEndBody) {
      return recordUssdSessionEnd(db, {
        sessionId: body.sessionId,
        status: body.status,
        cost: body.cost,
        errorMessage: body.errorMessage,
        durationMs: body.durationInMillis ?? null,
        hops: body.hopsCount ?? null,
        now: ctx.now(),
      });
    },
  };
}

import { describe, expect, it } from 'vitest';
import { translatorOf } from '../src/lib/translators.js';
import {
  NOTIFICATIONS,
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATES,
  whatsappTemplateBody,
  type WhatsAppTemplateName,
} from '../src/modules/platform/messaging/catalogue.js';
import { templateParameter } from '../src/modules/platform/messaging/channels.js';

// The approved WhatsApp templates (README, 'Connecting WhatsApp', 'The templates'), checked against
// Meta's rules for a body and its parameters before they are submitted (issue 38).

const placeholders = (body: string) =>
  [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
/** Every template's body in every language Meta is given it in. */
const bodies = [...new Set(Object.values(WHATSAPP_TEMPLATE_LANGUAGES))].flatMap((language) =>
  WHATSAPP_TEMPLATES.map(
    (name) =>
      [`${name} (${language})`, whatsappTemplateBody(name, translatorOf(language).t)] as const,
  ),
);

describe('WhatsApp templates as Meta approves them', () => {
  it.each(bodies)(
    'When %s is submitted, then its body starts and ends with words, and its parameters are {{1}} to {{n}} in order',
    (_name, body) => {
      expect(body).not.toMatch(/^\s*\{\{\d+\}\}/);
      expect(body).not.toMatch(/\{\{\d+\}\}\s*$/);
      const numbers = placeholders(body);
      expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
      expect(body.length).toBeLessThanOrEqual(1024);
    },
  );

  it('When a message goes as a template, then it names one of the templates with as many values as the template has parameters', () => {
    // Every parameter a message could read, as a word.
    const anyParams = new Proxy({}, { get: () => 'x' });
    const sent = Object.entries(NOTIFICATIONS).filter(([, n]) => n.channels.includes('whatsapp'));
    expect(sent.map(([event]) => event)).toContain('claim.rejected');
    for (const [event, n] of sent) {
      const form = (
        n.whatsapp as ((p: unknown) => { template: string; params: string[] }) | undefined
      )?.(anyParams);
      expect(form, event).toBeDefined();
      expect(WHATSAPP_TEMPLATES, event).toContain(form!.template);
      for (const language of ['en', 'ha'] as const) {
        const body = whatsappTemplateBody(
          form!.template as WhatsAppTemplateName,
          translatorOf(language).t,
        );
        expect(form!.params, `${event} (${language})`).toHaveLength(placeholders(body).length);
      }
    }
  });

  it("When a claim's decline goes as a template, then its reason is sent on one line and a missing one is never empty", () => {
    const form = NOTIFICATIONS['claim.rejected'].whatsapp!({
      claimNumber: 'CLM-2026-000031',
      reason: 'No cover on that date.\n\nThe policy started on 2 June.\t ',
    });
    expect(form.template).toBe('alaafia_claim_declined');
    expect(form.params.map(templateParameter)).toEqual([
      'CLM-2026-000031',
      'No cover on that date. The policy started on 2 June.',
    ]);
    expect(templateParameter('   ')).toBe('-');
  });
});

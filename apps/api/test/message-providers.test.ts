/**
 * Every message goes through messaging (issue 37; docs/architecture.md, 'How to add a
 * notification'): notify, with its outbox row and retried job, or sendNow for what cannot wait,
 * with its record. This test reads apps/api/src and fails, naming the file and line, when code
 * outside modules/platform/messaging calls a message provider's send (`ctx.sms.send`,
 * `deps.email.send`, `sms.send`...), touches the context's providers (`ctx.sms`, `ctx.email`), or
 * names a provider or its port (`SmsSender`, `TermiiSmsSender`, `integrations/messaging/...`).
 * The providers themselves (integrations/messaging), app.ts (which chooses them) and
 * app-context.ts (which declares them) are where they live. It needs no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const ALLOWED = [
  'modules/platform/messaging/',
  'integrations/messaging/',
  'app.ts',
  'app-context.ts',
];

const RULES: { pattern: RegExp; why: string }[] = [
  {
    pattern:
      /\b(?:sms|email|whatsapp|smsSender|emailSender)\s*\.\s*(?:send|uploadMedia|media|download)\s*\(/,
    why: 'calls a message provider: tell the person with notify (or sendNow for a code)',
  },
  {
    pattern: /\b(?:ctx|context|deps|providers)\s*\.\s*(?:sms|email|whatsapp)\b(?!\w)/,
    why: "uses the context's message providers, which only messaging may",
  },
  {
    pattern:
      /\b(?:SmsSender|EmailSender|TermiiSmsSender|SmtpEmailSender|OutboxSmsSender|OutboxEmailSender|SmsDeliveryError|WhatsAppSender|WhatsAppCloudSender|SandboxWhatsAppSender)\b/,
    why: 'names a message provider or its port',
  },
  {
    pattern: /from\s+['"][./]*(?:\.\.\/)*integrations\/messaging\//,
    why: 'imports a message provider',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The direct sends (and provider uses) in a set of files, as 'file:line: why'. */
export function directSends(files: { rel: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { rel, text } of files) {
    if (ALLOWED.some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a))) continue;
    for (const [i, line] of text.split('\n').entries()) {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      for (const { pattern, why } of RULES)
        if (pattern.test(code)) found.push(`${rel}:${i + 1}: ${why}`);
    }
  }
  return found;
}

describe('every message through messaging', () => {
  const files = sourceFiles(SRC).map((file) => ({
    rel: path.relative(SRC, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

  it('When the source is read, then nothing outside messaging sends through a message provider', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(directSends(files)).toEqual([]);
  });

  it('When a module sends an SMS or e-mail itself, then it is found (the check can fail)', () => {
    expect(
      directSends([
        {
          rel: 'modules/cover/claims/claims.service.ts',
          text: [
            'await ctx.sms.send({ to: phone, text }).catch(() => undefined);',
            'await deps.email.send({ to, subject, text });',
            "import type { SmsSender } from '../../../integrations/messaging/types.js';",
            '// ctx.sms.send in a comment is not a send',
          ].join('\n'),
        },
        { rel: 'modules/platform/messaging/channels.ts', text: 'providers.sms.send({ to, text })' },
      ]),
    ).toEqual([
      'modules/cover/claims/claims.service.ts:1: calls a message provider: tell the person with notify (or sendNow for a code)',
      "modules/cover/claims/claims.service.ts:1: uses the context's message providers, which only messaging may",
      'modules/cover/claims/claims.service.ts:2: calls a message provider: tell the person with notify (or sendNow for a code)',
      "modules/cover/claims/claims.service.ts:2: uses the context's message providers, which only messaging may",
      'modules/cover/claims/claims.service.ts:3: names a message provider or its port',
      'modules/cover/claims/claims.service.ts:3: imports a message provider',
    ]);
  });
});

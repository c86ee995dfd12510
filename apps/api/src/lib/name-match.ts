/**
 * Does the customer's name match the name registered to an ID? Ours, since the spec leaves it to the
 * server (docs/business-rules.md, "Identity checks"):
 * - case, accents ('Adébáyọ̀' = 'ADEBAYO'), hyphens, apostrophes, dots and spaces inside a name do
 *   not count ('Oluwa-Seun' = 'Oluwaseun', "D'Souza" = 'DSOUZA');
 * - the first and last name may come in either order (registries print 'OKAFOR ADAEZE' too);
 * - each of the customer's two names must equal a different part of the registered name: its first,
 *   middle or last name, or two neighbouring parts written together ('Mary Jane' = 'MARY' + 'JANE'),
 *   so a customer known by a middle name passes, and one shared surname alone never does.
 */
interface RegisteredName {
  firstName: string | null;
  lastName: string | null;
  middleName?: string | null;
  /** A registry that prints the name whole (an account name, a voter's card). */
  fullName?: string | null;
}

/** Lower case, accents and marks removed, then everything but letters and digits dropped. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The parts of a name, each folded: 'Adaeze  Oluwa-Seun' -> ['adaeze', 'oluwaseun']. */
function parts(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map(foldName)
    .filter(Boolean);
}

/** Every way of reading one registered name: single parts and runs of neighbouring parts. */
function readings(words: string[]): { text: string; from: number; to: number }[] {
  const out: { text: string; from: number; to: number }[] = [];
  for (let from = 0; from < words.length; from += 1) {
    let text = '';
    for (let to = from; to < words.length; to += 1) {
      text += words[to];
      out.push({ text, from, to });
    }
  }
  return out;
}

function matchesWords(first: string, last: string, words: string[]): boolean {
  const all = readings(words);
  for (const a of all.filter((r) => r.text === first)) {
    for (const b of all.filter((r) => r.text === last)) {
      if (a.to < b.from || b.to < a.from) return true;
    }
  }
  return false;
}

export function namesMatch(
  customer: { firstName: string; lastName: string },
  registered: RegisteredName,
): boolean {
  const first = foldName(customer.firstName);
  const last = foldName(customer.lastName);
  if (!first || !last) return false;
  const structured = [
    ...parts(registered.firstName),
    ...parts(registered.middleName),
    ...parts(registered.lastName),
  ];
  if (structured.length > 0 && matchesWords(first, last, structured)) return true;
  const whole = parts(registered.fullName);
  return whole.length > 0 && matchesWords(first, last, whole);
}

/** 'ADAEZE' -> 'Adaeze', 'OLUWA-SEUN' -> 'Oluwa-Seun': how we show a registered name to the customer. */
export function displayName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

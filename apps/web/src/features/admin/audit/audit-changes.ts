/**
 * The audit log's before/after as readable field changes (issue 30): one line per field that was
 * set, changed or cleared, instead of the raw JSON the API stores (docs/business-rules.md,
 * 'Back-office staff and the audit log').
 */
interface FieldChange {
  /** 'Status', 'Roles', 'Filters: Action' (a nested field joins its path with ': '). */
  field: string;
  /** null: the field was not there before (or after). */
  before: string | null;
  after: string | null;
}

/** 'record_type' → 'Record type'; 'staffId' → 'Staff id'. */
function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** 'payout.approved' → 'Payout approved'. */
export function actionLabel(action: string): string {
  return fieldLabel(action);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : 'none';
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${fieldLabel(k)}: ${shown(v)}`)
      .join('; ');
  return JSON.stringify(value);
}

/** Flattens nested objects into labelled leaves ('Filters: Action'). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (!isRecord(value)) {
    if (value !== null && value !== undefined) out.set(prefix || 'Value', shown(value));
    return out;
  }
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const label = prefix ? `${prefix}: ${fieldLabel(key)}` : fieldLabel(key);
    if (isRecord(v) && Object.keys(v).length > 0) {
      for (const [k, s] of leaves(v, label)) out.set(k, s);
    } else {
      out.set(label, shown(v));
    }
  }
  return out;
}

/**
 * The fields that differ between before and after, in the order they first appear; a field the
 * same on both sides is left out (it did not change). Either side may be null (a creation, a
 * refusal that changed nothing).
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }))
    .filter((c) => c.before !== c.after);
}

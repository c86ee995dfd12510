import { CsvError, parse } from 'csv-parse/sync';

/**
 * Pure parser for the hospital importer (npm run import:hospitals -- file.csv).
 *
 * Expected header (any column order, case-insensitive): code,name,address,city,state
 * - state: a state name, matched case-insensitively; 'FCT' (and 'Abuja') are accepted for
 *   the Federal Capital Territory, and a trailing ' State' is ignored ('Lagos State').
 * - city: a local government area of that state, matched case-insensitively and returned
 *   in the canonical spelling from the states list.
 * - Read with csv-parse. Fields may be quoted ("..."), may contain commas and line breaks inside quotes, and a
 *   doubled quote ("") inside a quoted field stands for one quote.
 * - Whitespace inside a value (including line breaks) is collapsed to single spaces.
 * - Blank lines are skipped. A row with a problem is reported in errors with the 1-based
 *   line number on which it starts and is left out of rows.
 */

interface HospitalInput {
  code: string;
  name: string;
  address: string;
  city: string;
  state_id: number;
  full_address: string;
}

interface HospitalCsvError {
  line: number;
  message: string;
}

interface StateForImport {
  id: number;
  name: string;
  locals: string[];
}

interface ParseHospitalsCsvResult {
  rows: HospitalInput[];
  errors: HospitalCsvError[];
}

const HOSPITAL_CSV_COLUMNS = ['code', 'name', 'address', 'city', 'state'] as const;
type Column = (typeof HOSPITAL_CSV_COLUMNS)[number];

const FCT_NAME = 'federal capital territory';
const STATE_ALIASES: Record<string, string> = {
  fct: FCT_NAME,
  'fct abuja': FCT_NAME,
  'fct, abuja': FCT_NAME,
  abuja: FCT_NAME,
};

interface CsvRecord {
  line: number;
  fields: string[];
}

function normalise(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Splits CSV text into records with csv-parse, remembering the line each record starts on (the
 * line after the previous record ended: blank lines are read as records of one empty field, so
 * they count, and are then dropped).
 */
function readRecords(text: string): { records: CsvRecord[]; errors: HospitalCsvError[] } {
  const records: CsvRecord[] = [];
  const errors: HospitalCsvError[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      // Spaces around a value (and around a quoted one) are not part of it.
      trim: true,
      // A stray quote inside an unquoted value is a literal character.
      relax_quotes: true,
      // Rows with the wrong number of fields are reported below, with their line.
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (fields: string[], { lines }) => {
        const blank = fields.length === 1 && fields[0] === '';
        if (!blank) records.push({ line: lastLine + 1, fields });
        lastLine = lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    errors.push({
      line: lastLine + 1,
      message:
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'A quoted field is not closed before the end of the file.'
          : `The file could not be read as CSV: ${error.message}`,
    });
  }
  return { records, errors };
}

/** Parses the hospital CSV against the given states. Never throws on bad input. */
export function parseHospitalsCsv(text: string, states: StateForImport[]): ParseHospitalsCsvResult {
  const rows: HospitalInput[] = [];
  const { records, errors } = readRecords(text);

  const header = records[0];
  if (!header) {
    errors.push({
      line: 1,
      message: `The file is empty. Expected a header row: ${HOSPITAL_CSV_COLUMNS.join(',')}.`,
    });
    return { rows, errors };
  }

  const headerNames = header.fields.map(normalise);
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const column of HOSPITAL_CSV_COLUMNS) {
    const at = headerNames.indexOf(column);
    if (at === -1) missing.push(column);
    else index[column] = at;
  }
  if (missing.length > 0) {
    errors.push({
      line: header.line,
      message: `The header is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Expected: ${HOSPITAL_CSV_COLUMNS.join(',')}.`,
    });
    return { rows, errors: errors.sort((a, b) => a.line - b.line) };
  }

  const statesByName = new Map<string, StateForImport>();
  for (const state of states) statesByName.set(normalise(state.name), state);

  const seenCodes = new Map<string, number>();

  for (const record of records.slice(1)) {
    const { line, fields } = record;
    if (fields.length !== headerNames.length) {
      errors.push({
        line,
        message: `Expected ${headerNames.length} fields but found ${fields.length}. Put quotes around values that contain commas.`,
      });
      continue;
    }

    // Line breaks and runs of spaces inside a value (a quoted multi-line address) become one space.
    const value = (column: Column): string =>
      (fields[index[column]] ?? '').replace(/\s+/g, ' ').trim();
    const code = value('code');
    const name = value('name');
    const address = value('address');
    const city = value('city');
    const stateText = value('state');

    const empty = HOSPITAL_CSV_COLUMNS.filter((column) => value(column) === '');
    if (empty.length > 0) {
      errors.push({ line, message: `Missing ${empty.join(', ')}.` });
      continue;
    }

    let stateKey = normalise(stateText);
    stateKey = STATE_ALIASES[stateKey] ?? stateKey;
    let state = statesByName.get(stateKey);
    if (!state && stateKey.endsWith(' state'))
      state = statesByName.get(stateKey.slice(0, -' state'.length));
    if (!state) {
      errors.push({ line, message: `Unknown state "${stateText}".` });
      continue;
    }

    const cityKey = normalise(city);
    const local = state.locals.find((candidate) => normalise(candidate) === cityKey);
    if (local === undefined) {
      errors.push({ line, message: `"${city}" is not a local government area of ${state.name}.` });
      continue;
    }

    const codeKey = code.toLowerCase();
    const firstLine = seenCodes.get(codeKey);
    if (firstLine !== undefined) {
      errors.push({ line, message: `Duplicate code "${code}" (first used on line ${firstLine}).` });
      continue;
    }
    seenCodes.set(codeKey, line);

    rows.push({
      code,
      name,
      address,
      city: local,
      state_id: state.id,
      full_address: `${address}, ${local}, ${state.name}`,
    });
  }

  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}

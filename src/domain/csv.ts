// CSV as the back office reads and writes it (RFC 4180): fields in double quotes may hold the delimiter, doubled
// quotes and line breaks; lines end in CRLF or LF; a UTF-8 byte-order mark is dropped; the delimiter is ',' or ';'
// (Romanian Excel writes ';'), found from the header line. The writer escapes formula injection (OWASP): a cell
// that starts with = + - @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text.

export type CsvDelimiter = ',' | ';';

/** One record of the file: its cells, and the line of the file where it starts (1 = the first line). */
interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvParsed {
  delimiter: CsvDelimiter;
  records: CsvRecord[];
  /** A quoted field left open at the end of the file (the line where it began), or null. */
  unclosedQuoteLine: number | null;
}

const BOM = '\uFEFF';

/** The delimiter of the header line: the one of ',' and ';' found more often outside quotes (',' on a tie). */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text.startsWith(BOM) ? text.slice(1) : text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Reads CSV text into records; lines with no cell at all (blank lines) are skipped. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): CsvParsed {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let touched = false;
  const endRecord = () => {
    if (touched || cells.length > 0 || cell !== '') records.push({ line: start, cells: [...cells, cell] });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      quoteLine = line;
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (!quoted) endRecord();
  else records.push({ line: start, cells: [...cells, cell] });
  return { delimiter, records, unclosedQuoteLine: quoted ? quoteLine : null };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as written: formula-looking text behind an apostrophe, quoted when it holds a delimiter, quote or break. */
export function csvCell(value: string | number | null | undefined, delimiter: CsvDelimiter = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: a byte-order mark for Excel, the header, the rows, each line ended by CRLF (RFC 4180). */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  delimiter: CsvDelimiter = ',',
): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map((c) => csvCell(c, delimiter)).join(delimiter);
  return `${BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/**
 * A cell as read back: the apostrophe our writer puts before formula-looking text is removed, so that an exported
 * file imports to the same values.
 */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

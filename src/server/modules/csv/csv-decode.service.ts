import { commaBelow } from '../../../domain/csv-formats.ts';
import { payloadTooLarge, validationError } from '../../http/errors.ts';

// The bytes of an uploaded CSV file turned into text. Its type is read from the content, never from the name or
// the type the browser sends: a spreadsheet (XLSX, XLS, ODS), a PDF or any file with NUL bytes is refused. Text
// that is not valid UTF-8 is read as Windows-1250, what Romanian Excel writes for "CSV", with a warning in the preview.

export const CSV_MAX_BYTES = 1024 * 1024;

export const decodeMessages = {
  tooLarge: 'Fișierul e prea mare (cel mult 1 MB).',
  spreadsheet:
    'Fișierul e o foaie de calcul, nu un CSV. În Excel alege „Salvare ca” → „CSV UTF-8 (delimitat prin virgulă)”.',
  binary: 'Fișierul nu e un text CSV.',
  windows1250:
    'Fișierul nu era în UTF-8: l-am citit ca Windows-1250 (codificarea implicită a Excel în română). Verifică diacriticele în previzualizare; data viitoare salvează ca „CSV UTF-8”.',
};

const SIGNATURES: { bytes: number[]; spreadsheet: boolean }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], spreadsheet: true }, // ZIP: XLSX, ODS
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], spreadsheet: true }, // OLE: XLS
  { bytes: [0x25, 0x50, 0x44, 0x46], spreadsheet: false }, // %PDF
];

export interface DecodedCsv {
  text: string;
  encoding: 'utf-8' | 'windows-1250';
  warnings: string[];
}

export function decodeCsv(bytes: Uint8Array): DecodedCsv {
  if (bytes.length > CSV_MAX_BYTES) throw payloadTooLarge(decodeMessages.tooLarge);
  for (const s of SIGNATURES) {
    if (s.bytes.every((b, i) => bytes[i] === b))
      throw validationError(s.spreadsheet ? decodeMessages.spreadsheet : decodeMessages.binary);
  }
  if (bytes.includes(0)) throw validationError(decodeMessages.binary);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: commaBelow(text), encoding: 'utf-8', warnings: [] };
  } catch {
    const text = commaBelow(new TextDecoder('windows-1250').decode(bytes));
    return { text, encoding: 'windows-1250', warnings: [decodeMessages.windows1250] };
  }
}

import { isUtf8 } from 'node:buffer';
import { BadRequestError } from '../../lib/errors';
import type { CsvDelimiter, CsvEncoding, HeaderTest } from './sheet-rows';

export const UNREADABLE_TEXT =
  'The file cannot be read as text (it is not UTF-8, UTF-16 or Windows-1252). In Excel choose File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)" and upload that.';

/** Bytes Windows-1252 leaves undefined, and control characters no sheet holds (tab, CR, LF do). */
const NOT_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;

/**
 * The text of a .csv file and the encoding it was read in: a byte-order mark says UTF-8 or UTF-16
 * (Excel's "Unicode text" is UTF-16 LE with a mark), valid UTF-8 is UTF-8, and anything else
 * without control bytes is Windows-1252 (Excel's "CSV (Comma delimited)" on Windows, "ANSI").
 */
export function decodeCsv(buffer: Buffer): { text: string; encoding: CsvEncoding } {
  const [first, second, third] = buffer;
  if (first === 0xef && second === 0xbb && third === 0xbf)
    return { text: utf8(buffer.subarray(3)), encoding: 'UTF-8 with BOM' };
  if (first === 0xff && second === 0xfe)
    return { text: utf16(buffer.subarray(2), 'utf-16le'), encoding: 'UTF-16 LE' };
  if (first === 0xfe && second === 0xff)
    return { text: utf16(buffer.subarray(2), 'utf-16be'), encoding: 'UTF-16 BE' };
  if (isUtf8(buffer)) return { text: utf8(buffer), encoding: 'UTF-8' };
  if (buffer.some((byte) => isControl(byte) || NOT_1252.has(byte))) unreadable();
  return { text: new TextDecoder('windows-1252').decode(buffer), encoding: 'Windows-1252' };
}

const unreadable = (): never => {
  throw new BadRequestError(UNREADABLE_TEXT, 'UNREADABLE_TEXT');
};

function utf8(buffer: Buffer): string {
  if (!isUtf8(buffer) || buffer.includes(0)) unreadable();
  return buffer.toString('utf8');
}

function utf16(buffer: Buffer, encoding: 'utf-16le' | 'utf-16be'): string {
  if (buffer.length % 2 !== 0) unreadable();
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(buffer);
  } catch {
    return unreadable();
  }
  for (let at = 0; at < text.length; at += 1) if (isControl(text.charCodeAt(at))) unreadable();
  return text;
}

export const DELIMITERS: Record<CsvDelimiter, string> = { comma: ',', semicolon: ';', tab: '\t' };
/** Lines looked at for the delimiter: the header row is among the first rows of a sheet. */
const LINES_LOOKED_AT = 20;

/**
 * The delimiter of the file's header row: of comma, semicolon and tab, the one that splits one of
 * the first lines into a header row (a comma first, as most files use it); failing that, the one
 * that splits some first line into the most cells. Quoted text is not counted.
 */
export function detectDelimiter(text: string, isHeader?: HeaderTest): CsvDelimiter {
  const lines = text.split(/\r\n|\n|\r/, LINES_LOOKED_AT).map(unquoted);
  const names = Object.keys(DELIMITERS) as CsvDelimiter[];
  if (isHeader)
    for (const name of names)
      if (lines.some((line) => isHeader(line.split(DELIMITERS[name]).map((c) => c.trim()))))
        return name;
  let best: CsvDelimiter = 'comma';
  let most = 0;
  for (const name of names) {
    const cells = Math.max(0, ...lines.map((line) => line.split(DELIMITERS[name]).length));
    if (cells > most) [best, most] = [name, cells];
  }
  return best;
}

/** A line without its quoted parts (a delimiter inside quotes splits nothing). */
const unquoted = (line: string) => line.replace(/"[^"]*("|$)/g, '""');

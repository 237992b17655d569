import { BadRequestError } from '../../lib/errors';
import { decodeCsv, DELIMITERS, detectDelimiter } from './csv-text';
import { SheetCollector, textOf, type HeaderTest, type WorkbookSheet } from './sheet-rows';

const CELL_ENDS = { ',': /[,\r\n]/g, ';': /[;\r\n]/g, '\t': /[\t\r\n]/g };
type Delimiter = keyof typeof CELL_ENDS;

function nextDelimiter(text: string, from: number, ends: RegExp): number {
  ends.lastIndex = from;
  return ends.exec(text)?.index ?? text.length;
}

/**
 * The records of RFC 4180 text, one at a time: cells split by commas (or `delimiter`), quoted cells with ""
 * inside, lines ended by CRLF, LF or CR, a byte-order mark dropped. Read here rather than by
 * csv-parse: with rows of differing lengths (relax_column_count) csv-parse builds an error
 * object per short row, 130 µs each, which made a file of 2,400,000 one-comma lines take 71 s.
 */
export function* csvRecords(text: string, delimiter: Delimiter = ','): Generator<string[]> {
  const ends = CELL_ENDS[delimiter];
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const record: string[] = [];
    for (;;) {
      let value = '';
      if (text[at] === '"') {
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) throw new BadRequestError(UNCLOSED_QUOTE, 'BAD_CSV');
          value += text.slice(from, quote);
          if (text[quote + 1] !== '"') {
            at = quote + 1;
            break;
          }
          value += '"';
          from = quote + 2;
        }
      }
      const end = nextDelimiter(text, at, ends);
      record.push(value + text.slice(at, end));
      at = end;
      if (text[at] === delimiter) {
        at += 1;
        continue;
      }
      if (text[at] === '\r') at += 1;
      if (text[at] === '\n') at += 1;
      break;
    }
    yield record;
  }
}

export const UNCLOSED_QUOTE = 'The CSV file cannot be read: a quoted cell is never closed.';

/**
 * A .csv file (UTF-8, UTF-16 or Windows-1252; comma, semicolon or tab) read record by record
 * within the limits, yielding to other requests.
 */
export async function readCsv(
  buffer: Buffer,
  name: string,
  isHeader?: HeaderTest,
  pickedRow?: number,
): Promise<WorkbookSheet> {
  const { text, encoding } = decodeCsv(buffer);
  const delimiter = detectDelimiter(text, isHeader);
  const collector = new SheetCollector(isHeader, pickedRow);
  let index = 0;
  for (const record of csvRecords(text, DELIMITERS[delimiter] as Delimiter)) {
    index += 1;
    collector.checkWidth(record.length);
    await collector.add(index, record.map(textOf));
  }
  const sheet = collector.sheet();
  // A .csv file is one sheet, named after the file.
  return {
    ...sheet,
    sheet: name,
    sheets: [{ name, headerRow: collector.detectedRow, rows: sheet.rows.length }],
    sheetsRead: [name],
    hiddenColumns: [],
    csv: { encoding, delimiter },
  };
}

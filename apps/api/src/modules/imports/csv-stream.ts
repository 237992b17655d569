import { isUtf8 } from 'node:buffer';
import { BadRequestError } from '../../lib/errors';
import { SheetCollector, textOf, type HeaderTest, type WorkbookSheet } from './sheet-rows';
import { NOT_A_SPREADSHEET } from './zip-guard';

const DELIMITER = /[,\r\n]/g;

function nextDelimiter(text: string, from: number): number {
  DELIMITER.lastIndex = from;
  return DELIMITER.exec(text)?.index ?? text.length;
}

/**
 * The records of RFC 4180 text, one at a time: cells split by commas, quoted cells with ""
 * inside, lines ended by CRLF, LF or CR, a byte-order mark dropped. Read here rather than by
 * csv-parse: with rows of differing lengths (relax_column_count) csv-parse builds an error
 * object per short row, 130 µs each, which made a file of 2,400,000 one-comma lines take 71 s.
 */
export function* csvRecords(text: string): Generator<string[]> {
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
      const end = nextDelimiter(text, at);
      record.push(value + text.slice(at, end));
      at = end;
      if (text[at] === ',') {
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

const UNCLOSED_QUOTE = 'The CSV file cannot be read: a quoted cell is never closed.';

/** A UTF-8 .csv file read record by record within the limits, yielding to other requests. */
export async function readCsv(
  buffer: Buffer,
  name: string,
  isHeader?: HeaderTest,
): Promise<WorkbookSheet> {
  if (!isUtf8(buffer) || buffer.includes(0))
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  const collector = new SheetCollector(isHeader);
  let index = 0;
  for (const record of csvRecords(buffer.toString('utf8'))) {
    index += 1;
    collector.checkWidth(record.length);
    await collector.add(index, record.map(textOf));
  }
  const sheet = collector.sheet();
  // A .csv file is one sheet, named after the file.
  return { ...sheet, sheet: name, sheets: [{ name, headerRow: collector.detectedRow }] };
}

import { StringDecoder } from 'node:string_decoder';
import { IMPORT_LIMITS } from '@attendance/domain';
import type { SafeZip } from './zip-guard';

/** The rows and columns (from 0) a sheet hides, by a filter or by hand. */
export interface HiddenCells {
  rows: Set<number>;
  columns: number[];
}

const TAG = /<(row|col)\s([^>]*)>/g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
const isHidden = (attributes: string) => /^(1|true)$/.test(attribute(attributes, 'hidden') ?? '');

/**
 * Read from the sheet's XML beside ExcelJS's stream, which drops the `hidden` of rows and
 * columns: `<row r="7" hidden="1">`, `<col min="3" max="4" hidden="1"/>`. Tags cut between two
 * chunks are searched again with the next one.
 */
export async function hiddenCellsOf(zip: SafeZip, path: string): Promise<HiddenCells> {
  const hidden: HiddenCells = { rows: new Set(), columns: [] };
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const scan = (text: string) => {
    TAG.lastIndex = 0;
    for (let found = TAG.exec(text); found; found = TAG.exec(text)) {
      const [, tag, attributes] = found as unknown as [string, string, string];
      if (!isHidden(attributes)) continue;
      if (tag === 'row') hidden.rows.add(Number(attribute(attributes, 'r')));
      else {
        const min = Number(attribute(attributes, 'min'));
        // Offices hide every unused column to the right (max 16384): only the readable ones count.
        const max = Math.min(Number(attribute(attributes, 'max')), IMPORT_LIMITS.columns);
        for (let column = min; column <= max; column += 1) hidden.columns.push(column - 1);
      }
    }
  };
  for await (const chunk of zip.open(path)) {
    const text = carry + decoder.write(chunk as Buffer);
    const open = text.lastIndexOf('<');
    const closed = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    scan(text.slice(0, closed));
    carry = text.slice(closed);
  }
  scan(carry + decoder.end());
  return hidden;
}

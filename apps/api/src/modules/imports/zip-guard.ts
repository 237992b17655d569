import { inflateRawSync } from 'node:zlib';
import { BadRequestError } from '../../lib/errors';

/** An .xlsx of 10,000 rows unpacks to a few MB; far more is a zip bomb, not a roster. */
export const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const MAX_ENTRIES = 500;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export const NOT_A_SPREADSHEET = 'The file is not an .xlsx workbook or a .csv file.';
export const ZIP_BOMB =
  'The workbook unpacks to far more data than a spreadsheet of 10,000 rows holds; it was refused.';

export function looksLikeZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_HEADER;
}

function endOfDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
}

/**
 * Reads the zip's own directory before any library unpacks it: too many entries or declared
 * sizes over the budget are refused, and each deflated entry is actually inflated with a hard
 * output cap, so a directory that lies about its sizes is caught too. Throws 400.
 */
export function assertSafeZip(buffer: Buffer): void {
  const end = endOfDirectory(buffer);
  const entries = buffer.readUInt16LE(end + 10);
  let cursor = buffer.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) throw new BadRequestError(ZIP_BOMB, 'ZIP_BOMB');
  let declared = 0;
  let unpacked = 0;
  for (let index = 0; index < entries; index += 1) {
    if (cursor + 46 > buffer.length || buffer.readUInt32LE(cursor) !== DIRECTORY_ENTRY)
      throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
    const method = buffer.readUInt16LE(cursor + 10);
    const compressedSize = buffer.readUInt32LE(cursor + 20);
    const declaredSize = buffer.readUInt32LE(cursor + 24);
    const nameLength = buffer.readUInt16LE(cursor + 28);
    const extraLength = buffer.readUInt16LE(cursor + 30);
    const commentLength = buffer.readUInt16LE(cursor + 32);
    const localHeader = buffer.readUInt32LE(cursor + 42);
    declared += declaredSize;
    if (declared > MAX_UNPACKED_BYTES) throw new BadRequestError(ZIP_BOMB, 'ZIP_BOMB');
    unpacked +=
      method === 8
        ? inflatedSize(buffer, localHeader, compressedSize, MAX_UNPACKED_BYTES - unpacked)
        : compressedSize;
    cursor += 46 + nameLength + extraLength + commentLength;
  }
}

function inflatedSize(buffer: Buffer, localHeader: number, compressed: number, budget: number) {
  if (localHeader + 30 > buffer.length || buffer.readUInt32LE(localHeader) !== LOCAL_HEADER)
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  const start =
    localHeader +
    30 +
    buffer.readUInt16LE(localHeader + 26) +
    buffer.readUInt16LE(localHeader + 28);
  try {
    // The real output must fit what is left of the budget, whatever the directory declared.
    return inflateRawSync(buffer.subarray(start, start + compressed), {
      maxOutputLength: Math.max(1, budget),
    }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new BadRequestError(ZIP_BOMB, 'ZIP_BOMB');
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
}

import type { ErrorCode } from '@attendance/domain';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_ACCEPTED_FILES, IMPORT_LIMITS } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';

/** Kept for callers of the plumbing: the one limit is IMPORT_LIMITS.unpackedBytes. */
export const MAX_UNPACKED_BYTES = IMPORT_LIMITS.unpackedBytes;
const MAX_ENTRIES = 500;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const CONTENT_TYPES = '[Content_Types].xml';
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

export const NOT_A_SPREADSHEET = `The file is not an .xlsx workbook or a .csv file; the import takes ${IMPORT_ACCEPTED_FILES}.`;
export const MACRO_WORKBOOK = `The file is a macro-enabled workbook (.xlsm); the import takes ${IMPORT_ACCEPTED_FILES}. In Excel choose File › Save As › Excel Workbook (.xlsx) and upload that.`;
export const OPEN_DOCUMENT = `The file is an OpenDocument spreadsheet (.ods); the import takes ${IMPORT_ACCEPTED_FILES}. Save it as .xlsx and upload that.`;
export const ZIP_BOMB =
  'The workbook unpacks to far more data than a spreadsheet of 10,000 rows holds; it was refused.';

const refuse = (message: string, code: ErrorCode): never => {
  throw new BadRequestError(message, code);
};
const notASpreadsheet = () => refuse(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');

export function looksLikeZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_HEADER;
}

function endOfDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return notASpreadsheet();
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

function directory(buffer: Buffer): ZipEntry[] {
  const end = endOfDirectory(buffer);
  const count = buffer.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) refuse(ZIP_BOMB, 'ZIP_BOMB');
  let cursor = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (cursor + 46 > buffer.length || buffer.readUInt32LE(cursor) !== DIRECTORY_ENTRY)
      notASpreadsheet();
    const nameLength = buffer.readUInt16LE(cursor + 28);
    entries.push({
      method: buffer.readUInt16LE(cursor + 10),
      compressedSize: buffer.readUInt32LE(cursor + 20),
      declaredSize: buffer.readUInt32LE(cursor + 24),
      name: buffer.toString('utf8', cursor + 46, cursor + 46 + nameLength),
      localHeader: buffer.readUInt32LE(cursor + 42),
    });
    cursor += 46 + nameLength + buffer.readUInt16LE(cursor + 30) + buffer.readUInt16LE(cursor + 32);
  }
  return entries;
}

function dataOf(buffer: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeader;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER) notASpreadsheet();
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  return buffer.subarray(start, start + entry.compressedSize);
}

/**
 * Unpacks one entry as a stream, keeping at most `keep` bytes of it, and refuses the file once
 * `budget` bytes came out: the real size counts, whatever the directory declared. Asynchronous
 * (zlib works off the main thread), so other requests are served meanwhile.
 */
async function unpack(data: Buffer, method: number, budget: number, keep = 0) {
  if (method !== 0 && method !== 8) notASpreadsheet();
  let size = 0;
  let rows = 0;
  let tail = Buffer.alloc(0);
  const kept: Buffer[] = [];
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > budget) return done(new BadRequestError(ZIP_BOMB, 'ZIP_BOMB'));
      if (keep > 0 && size - chunk.length < keep) kept.push(chunk);
      // Counted across chunk ends: the last bytes of a chunk are searched again with the next.
      const text = Buffer.concat([tail, chunk]);
      rows += occurrences(text, ROW_TAG) + occurrences(text, EMPTY_ROW_TAG);
      tail = text.subarray(Math.max(0, text.length - ROW_TAG.length + 1));
      done();
    },
  });
  const source = Readable.from([data]);
  try {
    await (method === 8
      ? pipeline(source, createInflateRaw(), counter)
      : pipeline(source, counter));
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    notASpreadsheet();
  }
  return { size, rows, kept: Buffer.concat(kept).subarray(0, keep) };
}

const ROW_TAG = Buffer.from('<row ');
const EMPTY_ROW_TAG = Buffer.from('<row>');

function occurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1))
    count += 1;
  return count;
}

/**
 * Reads the zip's own directory before any library unpacks it: too many entries or sizes over
 * the budget are refused (each deflated entry is really inflated, with a hard cap, so a
 * directory that lies is caught too; the rows of each sheet are counted on the way), and only
 * an .xlsx workbook passes: a macro-enabled
 * workbook (.xlsm, with xl/vbaProject.bin or the macroEnabled content type) or an OpenDocument
 * spreadsheet is refused with a message naming what the import takes. Throws 400.
 */
export async function assertSafeZip(buffer: Buffer): Promise<SafeZip> {
  const entries = directory(buffer);
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('xl/vbaProject.bin')) refuse(MACRO_WORKBOOK, 'MACRO_WORKBOOK');
  if (names.has('mimetype') && names.has('content.xml')) refuse(OPEN_DOCUMENT, 'NOT_XLSX');
  let declared = 0;
  for (const entry of entries) declared += entry.declaredSize;
  if (declared > IMPORT_LIMITS.unpackedBytes) refuse(ZIP_BOMB, 'ZIP_BOMB');
  let unpacked = 0;
  const rowsOf = new Map<string, number>();
  for (const entry of entries) {
    const isTypes = entry.name === CONTENT_TYPES;
    const { size, rows, kept } = await unpack(
      dataOf(buffer, entry),
      entry.method,
      IMPORT_LIMITS.unpackedBytes - unpacked,
      isTypes ? MAX_CONTENT_TYPES_BYTES : 0,
    );
    unpacked += size;
    rowsOf.set(entry.name, rows);
    if (isTypes) {
      const types = kept.toString('utf8');
      if (/macroEnabled/i.test(types)) refuse(MACRO_WORKBOOK, 'MACRO_WORKBOOK');
      if (!types.includes('spreadsheetml.sheet.main+xml')) notASpreadsheet();
    }
  }
  if (!names.has('xl/workbook.xml') || !names.has(CONTENT_TYPES)) notASpreadsheet();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return {
    has: (name) => byName.has(name),
    rows: (name) => rowsOf.get(name) ?? 0,
    open(name) {
      const entry = byName.get(name);
      if (!entry) return notASpreadsheet();
      const data = Readable.from([dataOf(buffer, entry)]);
      return entry.method === 0 ? data : data.pipe(createInflateRaw());
    },
  };
}

/** A zip that passed the guard: its entries, unpacked as streams (sizes already checked). */
export interface SafeZip {
  has(name: string): boolean;
  /** The <row> elements of a part, counted while the guard unpacked it. */
  rows(name: string): number;
  open(name: string): Readable;
}

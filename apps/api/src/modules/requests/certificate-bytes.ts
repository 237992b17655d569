import { inflateSync } from 'node:zlib';
import type { CertificateType } from '@attendance/domain';

/**
 * A certificate's kind from its bytes, never from its name or the type the browser sent:
 * PDF (%PDF-), JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF….WEBP); else null.
 */
export function sniffCertificate(bytes: Uint8Array): CertificateType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Names whose presence makes a PDF active: scripts, embedded or launched files. */
const ACTIVE_NAMES = [
  '/javascript',
  '/js',
  '/embeddedfile',
  '/embeddedfiles',
  '/launch',
  '/richmedia',
];

/**
 * Whether a PDF carries JavaScript or embedded files: its names are looked for in the file and
 * in every Flate stream (object streams hide dictionaries there), with #xx escapes in names
 * undone (`/J#61vaScript` is `/JavaScript`).
 */
export function pdfIsActive(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (hasActiveName(buffer.toString('latin1'))) return true;
  let from = 0;
  for (;;) {
    const start = buffer.indexOf('stream', from, 'latin1');
    if (start < 0) return false;
    let body = start + 'stream'.length;
    if (buffer[body] === 0x0d) body += 1;
    if (buffer[body] === 0x0a) body += 1;
    const end = buffer.indexOf('endstream', body, 'latin1');
    if (end < 0) return false;
    from = end + 'endstream'.length;
    let inflated: Buffer;
    try {
      inflated = inflateSync(buffer.subarray(body, end), { maxOutputLength: 16 * 1024 * 1024 });
    } catch {
      continue; // not Flate (an image), or cut short: nothing to read in it
    }
    if (hasActiveName(inflated.toString('latin1'))) return true;
  }
}

function hasActiveName(text: string): boolean {
  const names = text.match(/\/[^\s/<>[\]()%{}]+/g) ?? [];
  return names.some((name) => {
    const plain = name.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return ACTIVE_NAMES.includes(plain.toLowerCase());
  });
}

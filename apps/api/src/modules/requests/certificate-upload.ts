import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, REQUEST_MESSAGES } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import type { StoredCertificate } from './certificates.service';

/** What an upload of a certificate answers. */
export const certificateAnswer = z.object({
  message: z.string(),
  mediaType: z.string(),
  size: z.number(),
  sha256: z.string(),
});

/** The one file of a multipart body (field "file"), refused past 2 MB. */
export async function readCertificate(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file')
      throw new BadRequestError(REQUEST_MESSAGES.noFile, 'NO_FILE');
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new BadRequestError(REQUEST_MESSAGES.noFile, 'NO_FILE');
    return bytes;
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BadRequestError(REQUEST_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
    throw new BadRequestError(REQUEST_MESSAGES.noFile, 'NO_FILE');
  }
}

/** A certificate as a download only: never shown inline, never sniffed, never cached. */
export function sendCertificate(
  reply: FastifyReply,
  file: StoredCertificate & { fileName: string },
) {
  return (
    reply
      .header('content-type', file.mediaType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      // Stricter than the app's policy: nothing in it may run or load, were it ever rendered.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
      .send(file.content)
  );
}

/** The download's documented answer: one of the four kinds, as bytes. */
export const certificateFile = {
  description: 'The certificate as a download (Content-Disposition: attachment)',
  content: Object.fromEntries(
    CERTIFICATE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { REQUEST_MESSAGES } from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { pdfIsActive, sniffCertificate } from './certificate-bytes';

export interface StoredCertificate {
  name: string;
  mediaType: string;
  content: Buffer;
  sha256: string;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Certificates: judged by their bytes, kept in the database (outside the web root, so in every
 * backup) under a random name with their SHA-256. Who may read one is the routes' question:
 * the applicant, the department's HOD and Admin.
 */
export class CertificatesService {
  constructor(private readonly db: Kysely<DB>) {}

  async attach(
    request: { id: number; state: string },
    bytes: Buffer,
    by: { staffId: number | null; who: string },
    now: Date,
  ) {
    if (request.state !== 'pending') throw new ConflictError(REQUEST_MESSAGES.certificateClosed);
    const mediaType = sniffCertificate(bytes);
    if (!mediaType) throw new BadRequestError(REQUEST_MESSAGES.wrongType, 'WRONG_FILE_TYPE');
    if (mediaType === 'application/pdf' && pdfIsActive(bytes))
      throw new BadRequestError(REQUEST_MESSAGES.activePdf, 'ACTIVE_PDF');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = randomBytes(16).toString('hex');
    await this.db.transaction().execute(async (trx) => {
      // A new certificate replaces the one before (while the request is pending).
      await trx.deleteFrom('leave_certificates').where('request_id', '=', request.id).execute();
      await trx
        .insertInto('leave_certificates')
        .values({
          name,
          request_id: request.id,
          media_type: mediaType,
          size: bytes.length,
          sha256,
          content: bytes,
          uploaded_at: now.toISOString(),
        })
        .execute();
      await writeAudit(trx, now, {
        staffId: by.staffId,
        action: 'request.certificate',
        entity: 'leave_request',
        entityId: request.id,
        details: { by: by.who, mediaType, size: bytes.length, sha256 },
      });
    });
    return { message: REQUEST_MESSAGES.attached, mediaType, size: bytes.length, sha256 };
  }

  async read(requestId: number): Promise<StoredCertificate & { fileName: string }> {
    const row = await this.db
      .selectFrom('leave_certificates')
      .select(['name', 'media_type', 'content', 'sha256'])
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(REQUEST_MESSAGES.noCertificate);
    return {
      name: row.name,
      mediaType: row.media_type,
      content: Buffer.from(row.content),
      sha256: row.sha256,
      fileName: `certificate-${requestId}.${EXTENSIONS[row.media_type] ?? 'bin'}`,
    };
  }
}

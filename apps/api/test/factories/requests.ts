import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Classroom } from './classroom';
import { records } from './classroom';

/** A body of multipart/form-data with one file in the field "file". */
export function multipartFile(bytes: Buffer, fileName: string, type = 'application/octet-stream') {
  const boundary = `----requests${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small files of each kind, as their bytes say. */
export const FILES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000dIHDR photo of a certificate'),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF scan')]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

export function send(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** The room's teacher submits one period: everyone Present unless `statuses` says otherwise. */
export function markPeriod(
  app: FastifyInstance,
  room: Classroom,
  date: string,
  period: number,
  statuses: Record<number, string> = {},
) {
  const list = records(room, { date, period });
  for (const [index, status] of Object.entries(statuses)) list[Number(index)]!.status = status;
  return send(app, room.teacher.cookie, 'POST', '/api/attendance/mark', list);
}

import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { familySignIn, SmsGateway, switchSide } from '../factories/family';
import { createToken } from '../factories/tokens';
import { FILES, markPeriod, multipartFile, send } from '../factories/requests';

/**
 * Certificates (issue 52): judged by their bytes, refused when too large or active, and served
 * as a download only to the applicant and the department's HOD and Admin.
 */
describeEachDatabase('leave certificates', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let room: Classroom;
  let ece: Classroom;
  let student: string;
  let parent: string;
  let classmate: string;
  let studentId: number;
  let classmateId: number;
  let requestId: number;

  const upload = (cookie: string, url: string, bytes: Buffer, name: string, type?: string) => {
    const body = multipartFile(bytes, name, type);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const familyUrl = (id = requestId, child = studentId) =>
    `/api/family/students/${child}/requests/${id}/certificate`;

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: await sms.start() });
    room = await createClassroom(t.app, t.database.db, { size: 3 });
    ece = await createClassroom(t.app, t.database.db, { department: 'ECE', size: 1 });
    const phones = [
      ['98765 43210', '90000 11111'],
      ['98765 43211', '90000 22222'],
    ];
    const ids = [];
    for (const [i, [own, parentPhone]] of phones.entries()) {
      const row = await t.database.db
        .updateTable('students')
        .set({ student_number: own!, parent_number: parentPhone! })
        .where('register_number', '=', room.registerNumbers[i]!)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    [studentId, classmateId] = ids as [number, number];
    await switchSide(t.app, room.admin, true);
    student = await familySignIn(t.app, sms, 'student', room.registerNumbers[0]!);
    parent = await familySignIn(t.app, sms, 'parent', '90000 11111');
    classmate = await familySignIn(t.app, sms, 'student', room.registerNumbers[1]!);
    // Marked absent on the 9th before asking.
    expect((await markPeriod(t.app, room, '2026-03-09', 1, { 0: 'A' })).statusCode).toBe(201);
    const asked = await send(t.app, student, 'POST', `/api/family/students/${studentId}/requests`, {
      kind: 'ML',
      fromDate: '2026-03-09',
      toDate: '2026-03-09',
      reason: 'Fever',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(json(asked).requests[0]).toMatchObject({
      applicant: { kind: 'student' },
      state: 'pending',
    });
    requestId = json(asked).requests[0].requestID;
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('refuses files by their bytes: wrong kind, too large, a PDF with JavaScript or embedded files', async () => {
    const cases: [Buffer, string, string, string][] = [
      [
        Buffer.from('MZ this is a program'),
        'certificate.pdf',
        'application/pdf',
        'WRONG_FILE_TYPE',
      ],
      [Buffer.from('<svg onload="alert(1)"/>'), 'photo.png', 'image/png', 'WRONG_FILE_TYPE'],
      [
        Buffer.concat([FILES.jpeg, Buffer.alloc(2 * 1024 * 1024)]),
        'big.jpg',
        'image/jpeg',
        'FILE_TOO_LARGE',
      ],
      [
        Buffer.from(
          '%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n',
        ),
        'note.pdf',
        'application/pdf',
        'ACTIVE_PDF',
      ],
      [
        Buffer.concat([
          Buffer.from('%PDF-1.7\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\n'),
          deflateSync(Buffer.from('<< /Names << /EmbeddedFiles 6 0 R >> >>')),
          Buffer.from('\nendstream endobj\n'),
        ]),
        'hidden.pdf',
        'application/pdf',
        'ACTIVE_PDF',
      ],
      [Buffer.from('%PDF-1.4 /J#61vaScript'), 'escaped.pdf', 'application/pdf', 'ACTIVE_PDF'],
    ];
    for (const [bytes, name, type, code] of cases) {
      const answer = await upload(student, familyUrl(), bytes, name, type);
      expect(answer.statusCode, name).toBe(400);
      expect(json(answer).code, name).toBe(code);
    }
    expect(
      json(await upload(student, familyUrl(), FILES.pdf.subarray(0, 0), 'empty.pdf')).message,
    ).toBe('Choose a PDF, JPEG, PNG or WebP file (form field "file").');
    const large = await upload(
      student,
      familyUrl(),
      Buffer.concat([FILES.png, Buffer.alloc(2 * 1024 * 1024)]),
      'x.png',
    );
    expect(json(large).message).toBe('The certificate is over 2 MB; send a smaller file or photo.');
  });

  it('takes a PDF, a JPEG, a PNG or a WebP, by bytes whatever the name, with its SHA-256', async () => {
    for (const [bytes, expected] of [
      [FILES.pdf, 'application/pdf'],
      [FILES.jpeg, 'image/jpeg'],
      [FILES.webp, 'image/webp'],
      [FILES.png, 'image/png'],
    ] as const) {
      const answer = await upload(student, familyUrl(), bytes, 'certificate.txt', 'text/html');
      expect(answer.statusCode, answer.body).toBe(201);
      expect(json(answer)).toMatchObject({ mediaType: expected, size: bytes.length });
    }
    const stored = await t.database.db
      .selectFrom('leave_certificates')
      .select(['name', 'sha256'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored.name).toMatch(/^[0-9a-f]{32}$/);
    const { createHash } = await import('node:crypto');
    expect(stored.sha256).toBe(createHash('sha256').update(FILES.png).digest('hex'));
  });

  it('serves it as a download to the applicant, the HOD and the Admin only', async () => {
    const staffUrl = `/api/requests/${requestId}/certificate`;
    const read = (cookie: string, url: string) => send(t.app, cookie, 'GET', url);
    const mine = await read(student, familyUrl());
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(FILES.png)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="certificate-${requestId}.png"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(String(mine.headers['content-security-policy'])).toContain("default-src 'self'");
    for (const leader of [room.hod, room.admin]) {
      const answer = await read(leader.cookie, staffUrl);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(FILES.png)).toBe(true);
    }
    // The parent did not send this request; a classmate is not the student; others are refused.
    expect((await read(parent, familyUrl())).statusCode).toBe(404);
    expect((await read(classmate, familyUrl())).statusCode).toBe(403);
    expect((await read(classmate, familyUrl(requestId, classmateId))).statusCode).toBe(404);
    expect((await read(ece.hod.cookie, staffUrl)).statusCode).toBe(404);
    expect((await read(ece.admin.cookie, staffUrl)).statusCode).toBe(404);
    expect((await read(room.teacher.cookie, staffUrl)).statusCode).toBe(403);
    expect((await t.app.inject({ url: staffUrl })).statusCode).toBe(401);
    expect((await read(student, staffUrl)).statusCode).toBe(403);
    const token = (await createToken(t.app, room.admin, 'read')).secret;
    const byToken = await t.app.inject({
      url: staffUrl,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(byToken).code).toBe('TOKEN_SCOPE');
    // A classmate cannot attach to it either.
    const foreign = await upload(classmate, familyUrl(), FILES.png, 'x.png');
    expect(foreign.statusCode).toBe(403);
  });

  it("shows the student's own view with effective statuses once the HOD approves", async () => {
    const list = json(
      await send(t.app, parent, 'GET', `/api/family/students/${studentId}/requests`),
    );
    expect(list.requests[0]).toMatchObject({
      requestID: requestId,
      state: 'pending',
      certificate: { mediaType: 'image/png' },
    });
    const approved = await send(
      t.app,
      room.hod.cookie,
      'POST',
      `/api/requests/${requestId}/approve`,
      {},
    );
    expect(json(approved).request).toMatchObject({ state: 'approved', corrections: 1 });
    const closed = await upload(student, familyUrl(), FILES.png, 'late.png');
    expect(json(closed).message).toBe(
      'A certificate can be added only while the request is pending.',
    );
    const periods = json(
      await send(
        t.app,
        student,
        'GET',
        `/api/family/students/${studentId}/subjects/${room.subjectId}`,
      ),
    ).periods;
    expect(periods).toEqual([
      expect.objectContaining({
        date: '2026-03-09',
        status: 'A',
        effectiveStatus: 'ML',
        correction: 'A → ML, approved 10 Mar',
        attended: false,
      }),
    ]);
    const home = json(await send(t.app, student, 'GET', `/api/family/students/${studentId}/home`));
    expect(home.subjects[0]).toMatchObject({ held: 1, attended: 0 });
  });

  it('lets a parent ask for their child, and nobody for a child not theirs', async () => {
    const asked = await send(t.app, parent, 'POST', `/api/family/students/${studentId}/requests`, {
      kind: 'OD',
      fromDate: '2026-03-12',
      toDate: '2026-03-12',
      periods: [2],
      reason: 'Hackathon',
    });
    expect(json(asked).requests[0]).toMatchObject({
      applicant: { kind: 'parent', name: expect.stringContaining('Parent of') },
    });
    const notTheirs = await send(
      t.app,
      parent,
      'POST',
      `/api/family/students/${classmateId}/requests`,
      {
        kind: 'OD',
        fromDate: '2026-03-12',
        toDate: '2026-03-12',
        reason: 'Hackathon',
      },
    );
    expect(notTheirs.statusCode).toBe(403);
    expect(
      (await send(t.app, room.hod.cookie, 'GET', `/api/family/students/${studentId}/requests`))
        .statusCode,
    ).toBe(403);
  });
});

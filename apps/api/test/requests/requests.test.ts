import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { markPeriod, send } from '../factories/requests';
import type ExcelJS from 'exceljs';
import { readWorkbook, rowValues } from '../factories/workbook';

/** The row of a student (register number in column B). */
function rowOf(sheet: ExcelJS.Worksheet, registerNumber: string): number {
  for (let row = 1; row <= sheet.rowCount; row += 1)
    if (sheet.getRow(row).getCell(2).value === registerNumber) return row;
  throw new Error(`no row for ${registerNumber}`);
}

/**
 * Leave and On-Duty requests (issue 52): each kind, per day and per period, bulk On Duty, the
 * refusals, approval before marking (pre-sets) and after (the correction layer), rejection and
 * withdrawal, and the shortage list's condonation view, every figure worked out by hand.
 */
describeEachDatabase('leave and On-Duty requests', (kind) => {
  let t: TestApp;
  let room: Classroom;
  let batch: string;
  const reg = (i: number) => room.registerNumbers[i]!;
  const asHod = (method: 'GET' | 'POST', url: string, payload?: object) =>
    send(t.app, room.hod.cookie, method, url, payload);
  const ask = (who: string, body: object) => send(t.app, who, 'POST', '/api/requests', body);
  const idOf = (answer: { body: string }) => json(answer as never).requests[0].requestID as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db, { size: 16 });
    ({ batch } = await t.database.db
      .selectFrom('subjects')
      .select('batch')
      .where('id', '=', room.subjectId)
      .executeTakeFirstOrThrow());
    const term = { batch, year: 2, semester: 3, firstDay: '2026-01-05', lastDay: '2026-05-30' };
    const set = await send(t.app, room.admin.cookie, 'POST', '/api/week/days', {
      date: '2026-03-21',
      kind: 'holiday',
      name: 'Founders Day',
    });
    expect(set.statusCode, set.body).toBe(201);
    const termSet = await t.app.inject({
      method: 'PUT',
      url: '/api/week/terms',
      headers: { cookie: room.admin.cookie },
      payload: term,
    });
    expect(termSet.statusCode, termSet.body).toBe(200);
  });
  afterAll(async () => t.close());

  describe('asking', () => {
    it('takes each kind, per day and per period, from the HOD and the Admin; all pending', async () => {
      const ml = await ask(room.hod.cookie, {
        registerNumbers: [reg(10)],
        kind: 'ML',
        fromDate: '2026-03-16',
        toDate: '2026-03-17',
        reason: 'Fever, certificate from the campus doctor',
      });
      expect(ml.statusCode, ml.body).toBe(201);
      expect(json(ml)).toMatchObject({
        message: 'Request sent to the HOD.',
        requests: [
          {
            registerNumber: reg(10),
            kind: 'ML',
            fromDate: '2026-03-16',
            toDate: '2026-03-17',
            periods: null,
            state: 'pending',
            applicant: { kind: 'staff' },
            corrections: 0,
            certificate: null,
          },
        ],
      });
      const od = await ask(room.admin.cookie, {
        registerNumbers: [reg(11)],
        kind: 'OD',
        fromDate: '2026-03-16',
        toDate: '2026-03-16',
        periods: [3, 1],
        reason: 'Inter-college symposium',
      });
      expect(json(od).requests[0]).toMatchObject({ kind: 'OD', periods: [1, 3] });
      const leave = await ask(room.admin.cookie, {
        registerNumbers: [reg(12)],
        kind: 'LEAVE',
        fromDate: '2026-03-18',
        toDate: '2026-03-18',
        periods: [5],
        reason: "Sister's wedding",
      });
      expect(leave.statusCode, leave.body).toBe(201);
      const pending = json(await asHod('GET', '/api/requests?state=pending')).requests;
      expect(pending.map((r: { kind: string }) => r.kind).sort()).toEqual(['LEAVE', 'ML', 'OD']);
    });

    it('takes one On Duty for 15 register numbers, and only On Duty in bulk', async () => {
      const fifteen = room.registerNumbers.slice(0, 15);
      const answer = await ask(room.hod.cookie, {
        registerNumbers: fifteen,
        kind: 'OD',
        fromDate: '2026-03-19',
        toDate: '2026-03-20',
        reason: 'Industrial visit to the power plant',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const body = json(answer);
      expect(body.message).toBe('15 requests sent to the HOD.');
      expect(body.requests.map((r: { registerNumber: string }) => r.registerNumber).sort()).toEqual(
        [...fifteen].sort(),
      );
      const bulkMl = await ask(room.hod.cookie, {
        registerNumbers: fifteen.slice(0, 2),
        kind: 'ML',
        fromDate: '2026-03-19',
        toDate: '2026-03-19',
        reason: 'Flu',
      });
      expect(json(bulkMl)).toEqual({
        message: 'Only On Duty may be asked for several students at once.',
        code: 'BAD_REQUEST',
      });
    });

    it('refuses days outside the term, days off only, unknown students and backwards dates', async () => {
      const base = { registerNumbers: [reg(0)], kind: 'LEAVE', reason: 'Family function' };
      const late = await ask(room.hod.cookie, {
        ...base,
        fromDate: '2026-05-30',
        toDate: '2026-06-02',
      });
      expect(late.statusCode).toBe(400);
      expect(json(late)).toEqual({
        message: expect.stringMatching(/within .*'s term \(2026-01-05 to 2026-05-30\)\.$/),
        code: 'OUTSIDE_TERM',
      });
      const holiday = await ask(room.hod.cookie, {
        ...base,
        fromDate: '2026-03-21',
        toDate: '2026-03-21',
      });
      expect(json(holiday)).toEqual({
        message: '2026-03-21 is not a teaching day of the class: nothing to ask leave for.',
        code: 'DAY_OFF',
      });
      const stranger = await ask(room.hod.cookie, {
        ...base,
        registerNumbers: ['NOBODY1'],
        fromDate: '2026-03-23',
        toDate: '2026-03-23',
      });
      expect(json(stranger).message).toBe(
        'No active student of your department has the register number NOBODY1.',
      );
      const backwards = await ask(room.hod.cookie, {
        ...base,
        fromDate: '2026-03-24',
        toDate: '2026-03-23',
      });
      expect(json(backwards).message).toBe('The last day must not be before the first day.');
      const teacher = await ask(room.teacher.cookie, {
        ...base,
        fromDate: '2026-03-24',
        toDate: '2026-03-24',
      });
      expect(teacher.statusCode).toBe(403);
    });

    it('refuses a request overlapping an approved one of the student, by day and period', async () => {
      const first = await ask(room.hod.cookie, {
        registerNumbers: [reg(13)],
        kind: 'OD',
        fromDate: '2026-03-25',
        toDate: '2026-03-25',
        periods: [1, 2],
        reason: 'Sports meet',
      });
      const approved = await asHod('POST', `/api/requests/${idOf(first)}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const overlapping = await ask(room.hod.cookie, {
        registerNumbers: [reg(13)],
        kind: 'LEAVE',
        fromDate: '2026-03-24',
        toDate: '2026-03-26',
        reason: 'Travel',
      });
      expect(overlapping.statusCode).toBe(409);
      expect(json(overlapping)).toEqual({
        message: expect.stringContaining(
          'already has an approved On Duty request from 2026-03-25 to 2026-03-25',
        ),
        code: 'OVERLAP',
      });
      const otherPeriods = await ask(room.hod.cookie, {
        registerNumbers: [reg(13)],
        kind: 'LEAVE',
        fromDate: '2026-03-25',
        toDate: '2026-03-25',
        periods: [3, 4],
        reason: 'Dentist',
      });
      expect(otherPeriods.statusCode, otherPeriods.body).toBe(201);
    });
  });

  describe('deciding', () => {
    it('approves before marking: the class list pre-sets the students, and what is submitted counts', async () => {
      const od = await ask(room.hod.cookie, {
        registerNumbers: [reg(1)],
        kind: 'OD',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        periods: [5, 6],
        reason: 'Inter-college symposium',
      });
      const ml = await ask(room.hod.cookie, {
        registerNumbers: [reg(2)],
        kind: 'ML',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        reason: 'Hospitalised',
      });
      for (const r of [od, ml])
        expect((await asHod('POST', `/api/requests/${idOf(r)}/approve`, {})).statusCode).toBe(200);
      const presets = json(
        await send(
          t.app,
          room.teacher.cookie,
          'GET',
          `/api/requests/presets?subjectId=${room.subjectId}&date=2026-03-09`,
        ),
      );
      expect(presets).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            registerNumber: reg(1),
            kind: 'OD',
            periods: [5, 6],
            label: 'OD: Inter-college symposium, approved by the HOD',
          }),
          expect.objectContaining({ registerNumber: reg(2), kind: 'ML', periods: null }),
        ]),
      );
      // Period 5: the teacher keeps the pre-sets; period 6: she marks the OD student Present.
      const five = await markPeriod(t.app, room, '2026-03-09', 5, { 1: 'OD', 2: 'ML' });
      expect(five.statusCode, five.body).toBe(201);
      expect((await markPeriod(t.app, room, '2026-03-09', 6, { 2: 'ML' })).statusCode).toBe(201);
      const view = json(
        await send(
          t.app,
          room.hod.cookie,
          'GET',
          `/api/attendance/view?subjectID=${room.subjectId}`,
        ),
      );
      const statusOf = (r: string, period: number) =>
        view.find(
          (v: { registerNumber: string; period: number }) =>
            v.registerNumber === r && v.period === period,
        )?.status;
      expect([statusOf(reg(1), 5), statusOf(reg(1), 6), statusOf(reg(2), 5)]).toEqual([
        'OD',
        'P',
        'ML',
      ]);
      // Nothing to correct: the submitted statuses are the effective ones.
      const corrections = json(
        await asHod('GET', `/api/requests/corrections?subjectID=${room.subjectId}`),
      );
      expect(corrections).toEqual([]);
    });

    it('approves after marking: records stay, the correction layer shows "A → ML" and counts', async () => {
      // Periods 1 to 4 on the 9th: student 3 absent all four, student 4 absent in 3 and 4,
      // student 5 absent in 2, 3 and 4; everyone else present.
      expect((await markPeriod(t.app, room, '2026-03-09', 1, { 3: 'A' })).statusCode).toBe(201);
      expect((await markPeriod(t.app, room, '2026-03-09', 2, { 3: 'A', 5: 'A' })).statusCode).toBe(
        201,
      );
      for (const period of [3, 4])
        expect(
          (await markPeriod(t.app, room, '2026-03-09', period, { 3: 'A', 4: 'A', 5: 'A' }))
            .statusCode,
        ).toBe(201);
      const whole = await ask(room.hod.cookie, {
        registerNumbers: [reg(3)],
        kind: 'ML',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        periods: [1, 2, 3, 4],
        reason: 'Dengue, hospital certificate',
      });
      const two = await ask(room.hod.cookie, {
        registerNumbers: [reg(4)],
        kind: 'ML',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        periods: [3, 4],
        reason: 'Migraine',
      });
      const one = await ask(room.hod.cookie, {
        registerNumbers: [reg(5)],
        kind: 'ML',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        periods: [2],
        reason: 'Clinic visit',
      });
      const approvals = [];
      for (const r of [whole, two, one]) {
        const answer = await asHod('POST', `/api/requests/${idOf(r)}/approve`, {
          reason: 'Certificate seen',
        });
        expect(answer.statusCode, answer.body).toBe(200);
        approvals.push(json(answer).request);
      }
      expect(approvals.map((a) => a.corrections)).toEqual([4, 2, 1]);
      expect(approvals[0]).toMatchObject({ state: 'approved', decisionReason: 'Certificate seen' });

      const view = json(
        await send(
          t.app,
          room.teacher.cookie,
          'GET',
          `/api/attendance/view?subjectID=${room.subjectId}`,
        ),
      );
      const submitted = view.filter((v: { registerNumber: string }) => v.registerNumber === reg(3));
      expect(submitted.map((v: { status: string }) => v.status)).toEqual([
        'A',
        'A',
        'A',
        'A',
        'P',
        'P',
      ]);
      const corrections = json(
        await send(
          t.app,
          room.teacher.cookie,
          'GET',
          `/api/requests/corrections?subjectID=${room.subjectId}`,
        ),
      );
      expect(corrections).toHaveLength(7);
      expect(corrections[0]).toMatchObject({
        registerNumber: reg(3),
        date: '2026-03-09',
        period: 1,
        submitted: 'A',
        effective: 'ML',
        label: 'A → ML, approved 10 Mar',
      });
      const day = json(await asHod('GET', '/api/requests/corrections/day?date=2026-03-09'));
      expect(day).toHaveLength(7);

      // The Excel exports show both statuses in the cell and count the effective one.
      const sheet = (
        await readWorkbook(
          await asHod('GET', `/api/reports/attendance.xlsx?subjectID=${room.subjectId}`),
        )
      ).worksheets[0]!;
      const line = rowValues(sheet, rowOf(sheet, reg(3)));
      expect(line.slice(3, 12)).toEqual(['A→ML', 'A→ML', 'A→ML', 'A→ML', 'P', 'P', 2, 6, 33.33]);
      const cumulative = (
        await readWorkbook(await asHod('GET', '/api/reports/cumulative.xlsx?date=2026-03-09'))
      ).worksheets[0]!;
      expect(rowValues(cumulative, rowOf(cumulative, reg(3)))).toContain('A→ML');
    });

    it('lists the condonation view by hand: short students who reach 75 % with approved ML', async () => {
      // Six periods held (1-6). Student 3: P in 5, 6 → 2/6 = 33.33 %; with 4 ML 6/6 = 100 %.
      // Student 4: 4/6 = 66.67 %; with 2 ML 6/6 = 100 %. Student 5: 3/6 = 50 %; with 1 ML
      // 4/6 = 66.67 %, still short. Student 2: ML in 5, 6 by pre-set, P in 1-4: 4/6 = 66.67 %,
      // with 2 ML 100 %. Student 1: OD in 5 counts as attended: 6/6.
      const all = json(await asHod('GET', '/api/oversight/shortage'));
      const row = (r: string) =>
        all.students.find((s: { registerNumber: string }) => s.registerNumber === r);
      expect(all.students.map((s: { registerNumber: string }) => s.registerNumber).sort()).toEqual(
        [reg(2), reg(3), reg(4), reg(5)].sort(),
      );
      expect(row(reg(3)).subjects[0]).toMatchObject({
        present: 2,
        sessions: 6,
        percentage: 33.33,
        medical: 4,
        withMedical: 100,
      });
      expect(row(reg(4)).subjects[0]).toMatchObject({
        present: 4,
        percentage: 66.67,
        medical: 2,
        withMedical: 100,
      });
      expect(row(reg(5)).subjects[0]).toMatchObject({
        present: 3,
        percentage: 50,
        medical: 1,
        withMedical: 66.67,
      });
      expect([row(reg(2)).condonable, row(reg(3)).condonable, row(reg(5)).condonable]).toEqual([
        true,
        true,
        false,
      ]);
      const condonation = json(await asHod('GET', '/api/oversight/shortage?condonation=true'));
      expect(
        condonation.students.map((s: { registerNumber: string }) => s.registerNumber).sort(),
      ).toEqual([reg(2), reg(3), reg(4)].sort());
      // A chosen range adds up the records themselves: the same effective figures.
      const ranged = json(
        await asHod('GET', '/api/oversight/shortage?startDate=2026-03-09&condonation=true'),
      );
      expect(
        ranged.students.map((s: { registerNumber: string }) => s.registerNumber).sort(),
      ).toEqual([reg(2), reg(3), reg(4)].sort());
    });

    it('rejects with a reason: nothing changes; a decided request cannot be decided again', async () => {
      const asked = await ask(room.admin.cookie, {
        registerNumbers: [reg(6)],
        kind: 'LEAVE',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        reason: 'Personal',
      });
      const byAdmin = await send(
        t.app,
        room.admin.cookie,
        'POST',
        `/api/requests/${idOf(asked)}/reject`,
        {
          reason: 'No',
        },
      );
      expect(byAdmin.statusCode).toBe(403);
      const noReason = await asHod('POST', `/api/requests/${idOf(asked)}/reject`, {});
      expect(noReason.statusCode).toBe(400);
      const rejected = await asHod('POST', `/api/requests/${idOf(asked)}/reject`, {
        reason: 'Internal assessment that day',
      });
      expect(json(rejected)).toMatchObject({
        message: 'Request rejected.',
        request: {
          state: 'rejected',
          decisionReason: 'Internal assessment that day',
          corrections: 0,
        },
      });
      const again = await asHod('POST', `/api/requests/${idOf(asked)}/approve`, {});
      expect(json(again)).toEqual({
        message: 'The request is rejected, no longer pending.',
        code: 'CONFLICT',
      });
    });

    it('withdraws an approval with a reason: the corrections stop counting, the history stays, all audited', async () => {
      const list = json(await asHod('GET', `/api/requests?registerNumber=${reg(4)}`)).requests;
      const approved = list.find((r: { state: string }) => r.state === 'approved');
      const withdrawn = await asHod('POST', `/api/requests/${approved.requestID}/withdraw`, {
        reason: 'Certificate found to be for another date',
      });
      expect(json(withdrawn)).toMatchObject({
        message: 'Approval withdrawn.',
        request: {
          state: 'withdrawn',
          decisionReason: 'Certificate seen',
          withdrawReason: 'Certificate found to be for another date',
          withdrawnBy: expect.any(String),
          corrections: 0,
        },
      });
      const twice = await asHod('POST', `/api/requests/${approved.requestID}/withdraw`, {
        reason: 'x',
      });
      expect(twice.statusCode).toBe(409);
      const row = json(await asHod('GET', '/api/oversight/shortage')).students.find(
        (s: { registerNumber: string }) => s.registerNumber === reg(4),
      );
      expect(row.subjects[0]).toMatchObject({
        present: 4,
        sessions: 6,
        medical: 0,
        withMedical: 66.67,
      });
      expect(row.condonable).toBe(false);
      const corrections = json(
        await asHod('GET', `/api/requests/corrections?subjectID=${room.subjectId}`),
      );
      expect(
        corrections.filter((c: { registerNumber: string }) => c.registerNumber === reg(4)),
      ).toEqual([]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id', 'details'])
        .where('entity', '=', 'leave_request')
        .where('entity_id', '=', String(approved.requestID))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'request.create',
        'request.approve',
        'request.withdraw',
      ]);
      expect(JSON.parse(audit[2]!.details!)).toMatchObject({
        reason: 'Certificate found to be for another date',
        corrections: 2,
      });
    });

    it('voids a corrected period: the totals take out what each record counted as', async () => {
      const voided = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/void',
        headers: { cookie: room.hod.cookie },
        payload: {
          subjectID: room.subjectId,
          date: '2026-03-09',
          period: 1,
          reason: 'Wrong period',
        },
      });
      expect(voided.statusCode, voided.body).toBe(200);
      // Student 3: periods 2-6 left, 2 P and 3 ML (the live corrections of 2, 3, 4).
      const row = json(await asHod('GET', '/api/oversight/shortage')).students.find(
        (s: { registerNumber: string }) => s.registerNumber === reg(3),
      );
      expect(row.subjects[0]).toMatchObject({
        present: 2,
        sessions: 5,
        medical: 3,
        withMedical: 100,
      });
    });

    it("is the HOD's own department only", async () => {
      const other = await createClassroom(t.app, t.database.db, { department: 'ECE', size: 1 });
      const mine = json(await asHod('GET', '/api/requests')).requests[0];
      const theirs = await send(
        t.app,
        other.hod.cookie,
        'POST',
        `/api/requests/${mine.requestID}/approve`,
        {},
      );
      expect(theirs.statusCode).toBe(404);
      expect(json(await send(t.app, other.hod.cookie, 'GET', '/api/requests')).requests).toEqual(
        [],
      );
      const foreign = await ask(other.hod.cookie, {
        registerNumbers: [reg(0)],
        kind: 'OD',
        fromDate: '2026-03-23',
        toDate: '2026-03-23',
        reason: 'Quiz',
      });
      expect(foreign.statusCode).toBe(400);
    });
  });
});

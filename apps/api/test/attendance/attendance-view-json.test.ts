import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';

/** The database writes the View answer's JSON itself: it must be exactly JSON.stringify's. */
const CONTROL = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('');
const AWKWARD = `Ann "Nan" O\\Brien / ${CONTROL}\u007f é € 😀 \u2028\u2029 </script>`;

describeEachDatabase('attendance view JSON', (kind) => {
  let t: TestApp;
  let room: Classroom;
  const view = (subjectId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/attendance/view?subjectID=${subjectId}`,
      headers: { cookie: room.teacher.cookie },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db, { size: 2 });
  });
  afterAll(async () => t.close());

  it('answers [] with the JSON content type before anything is marked', async () => {
    const answer = await view(room.subjectId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toBe('[]');
  });

  it('escapes every awkward character exactly as JSON.stringify does', async () => {
    const db = t.database.db;
    await db.updateTable('students').set({ student_name: AWKWARD }).execute();
    await db
      .updateTable('subjects')
      .set({ subject_name: `${AWKWARD} subject` })
      .execute();
    await db
      .updateTable('staff')
      .set({ staff_name: `${AWKWARD} teacher` })
      .where('id', '=', room.teacher.staff.staffID)
      .execute();
    for (const period of [2, 1]) {
      const marked = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: room.teacher.cookie },
        payload: records(room, { period }),
      });
      expect(marked.statusCode).toBe(201);
    }
    const answer = await view(room.subjectId);
    expect(answer.statusCode).toBe(200);
    const rows = json(answer);
    expect(answer.body).toBe(JSON.stringify(rows));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      date: '2026-03-10',
      period: 1,
      status: 'P',
      registerNumber: room.registerNumbers[0],
      studentName: AWKWARD,
      facultyName: `${AWKWARD} teacher`,
      subjectCode: room.subjectCode,
      subjectName: `${AWKWARD} subject`,
      department: 'CSE',
    });
    expect(rows.map((r: { period: number }) => r.period)).toEqual([1, 1, 2, 2]);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_DEPARTMENTS } from '../../src/modules/demo/demo.data';
import { weekdaysBefore } from '../../src/modules/demo/demo.helpers';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signIn } from '../factories/staff';

describeEachDatabase('demo campus', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_DATA: '1' });
  });
  afterAll(async () => t.close());

  async function counts() {
    const db = t.database.db;
    const count = async (table: 'staff' | 'students' | 'attendance' | 'audit_log') => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      staff: await count('staff'),
      students: await count('students'),
      attendance: await count('attendance'),
      audit: await count('audit_log'),
    };
  }

  it('lets every documented demo sign-in in, and serves the campus', async () => {
    for (const department of DEMO_DEPARTMENTS) {
      for (const member of department.staff) {
        const signedIn = await signIn(t.app, member.email, member.idCardNumber);
        expect(signedIn.staff.designation).toBe(member.designation);
        expect(signedIn.staff.department).toBe(department.code);
        expect(signedIn.staff.staffCode).toMatch(/^STF\d{4}$/);
      }
    }
    const admin = await signIn(t.app, 'admin.cse@demo.college', 'DEMO-CSE-ADMIN');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
    const campus = await t.app.inject({ url: '/api/campus' });
    expect(campus.statusCode).toBe(200);
    expect(json(campus).name).toBeTruthy();
  });

  it('has students named in several Indian scripts, stored as typed', async () => {
    const rows = await t.database.db.selectFrom('students').select('student_name').execute();
    const names = new Set(rows.map((row) => row.student_name));
    for (const name of ['பிரியா வெங்கடேசன்', 'प्रिया शर्मा', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ']) {
      expect(names).toContain(name);
    }
    const scripts = ['Tamil', 'Devanagari', 'Telugu', 'Kannada', 'Malayalam', 'Bengali'];
    const present = scripts.filter((script) =>
      [...names].some((name) => new RegExp(`\\p{Script=${script}}`, 'u').test(name)),
    );
    expect(present).toEqual(scripts);
  });

  it('holds staff, students, subjects and attendance of the last three weeks', async () => {
    const { staff, students, attendance } = await counts();
    expect(staff).toBe(15);
    expect(students).toBe(180);
    expect(attendance).toBeGreaterThan(10_000);

    const db = t.database.db;
    const dates = await db.selectFrom('attendance').select('date').distinct().execute();
    // DEFAULT_NOW is Tuesday 2026-03-10 in Asia/Kolkata: the 15 weekdays before it.
    expect(dates.map((d) => d.date).sort()).toEqual(weekdaysBefore('2026-03-10', 15));
    expect(dates.map((d) => d.date)).not.toContain('2026-03-10');

    const statuses = await db.selectFrom('attendance').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['A', 'LEAVE', 'ML', 'OD', 'P']);

    const inactive = await db.selectFrom('students').select('id').where('active', '=', 0).execute();
    expect(inactive.length).toBeGreaterThanOrEqual(6);
    const inactiveMarked = await db
      .selectFrom('attendance')
      .select('id')
      .where(
        'student_id',
        'in',
        inactive.map((s) => s.id),
      )
      .execute();
    expect(inactiveMarked).toHaveLength(0);

    const common = await db
      .selectFrom('subjects')
      .selectAll()
      .where('department', '=', 'all')
      .execute();
    expect(common.length).toBe(6);
    expect(common.every((s) => s.is_common === 1)).toBe(true);
    const locked = await db
      .selectFrom('assignments')
      .select('id')
      .where('status', '=', 0)
      .execute();
    expect(locked).toHaveLength(3);

    const record = await db
      .selectFrom('attendance')
      .innerJoin('staff', 'staff.id', 'attendance.staff_id')
      .innerJoin('students', 'students.id', 'attendance.student_id')
      .select([
        'attendance.faculty_code',
        'staff.staff_code',
        'attendance.department',
        'students.department as studentDepartment',
        'staff.designation',
      ])
      .executeTakeFirstOrThrow();
    expect(record.faculty_code).toBe(record.staff_code);
    expect(record.department).toBe(record.studentDepartment);
    expect(record.designation).toBe('Subject_Staff');

    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'demo.load')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('does not load twice into a database that has staff', async () => {
    const before = await counts();
    const again = await buildApp(t.config, t.database);
    await again.close();
    expect(await counts()).toEqual(before);
  });
});

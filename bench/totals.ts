/**
 * The attendance totals (migrations 008, 016) of the records a condition selects, grouped as the
 * table keys them. The server's triggers keep the table in step with every write; the generator
 * loads with them off (the PostgreSQL sink runs as a replica, the SQLite one drops them) and
 * adds the semester up once, and the PostgreSQL reset takes the run's records back out.
 */
export function totalsOf(where: string): string {
  return `select student_id, subject_id, year, semester, count(*) as sessions,
                 sum(case when status = 'P' then 1 else 0 end) as present,
                 sum(case when status = 'OD' then 1 else 0 end) as on_duty,
                 sum(case when status = 'ML' then 1 else 0 end) as medical_leave,
                 sum(case when status = 'LEAVE' then 1 else 0 end) as on_leave
            from attendance
           where voided_at is null and (${where})
           group by student_id, subject_id, year, semester`;
}

export const REBUILD_TOTALS = [
  'delete from attendance_totals',
  `insert into attendance_totals
     (student_id, subject_id, year, semester, sessions, present, on_duty, medical_leave, on_leave)
   ${totalsOf('true')}`,
];

/** PostgreSQL: takes the records `where` selects out of the totals, before they are deleted. */
export function subtractTotals(where: string): string[] {
  return [
    `update attendance_totals t
        set sessions = t.sessions - r.sessions, present = t.present - r.present,
            on_duty = t.on_duty - r.on_duty, medical_leave = t.medical_leave - r.medical_leave,
            on_leave = t.on_leave - r.on_leave
       from (${totalsOf(where)}) r
      where t.student_id = r.student_id and t.subject_id = r.subject_id
        and t.year = r.year and t.semester = r.semester`,
    'delete from attendance_totals where sessions = 0',
  ];
}

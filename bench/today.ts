import SQLite from 'better-sqlite3';
import pg from 'pg';
import { campusToday } from '@attendance/domain';
import { TIMEZONE } from './campus';
import type { Target } from './generate';
import { ATTENDANCE_COLUMNS } from './rows';

/**
 * The Today view answers for the server's campus date, long after the generated semester, so
 * the bench copies the semester's last day to today for every department before the server
 * starts: the HOD's Today view, and the absences up to today, then read a day as full as any.
 * The copy goes through the triggers like any write; the PostgreSQL reset removes it again.
 */
export async function markToday(target: Target): Promise<void> {
  const names = ATTENDANCE_COLUMNS.map(([name]) => name);
  const copied = names.map((name) => (name === 'date' ? '$today' : name)).join(', ');
  const text = `insert into attendance (${names.join(', ')})
    select ${copied} from attendance
     where voided_at is null and date = (select value from bench_meta where key = 'last_date')`;
  const today = campusToday(new Date(), TIMEZONE);
  if (target.kind === 'sqlite') {
    const db = new SQLite(target.path);
    try {
      db.pragma('busy_timeout = 10000');
      db.prepare(text.replace('$today', '@today')).run({ today });
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query(text.replace('$today', '$1::text'), [today]);
  } finally {
    await client.end();
  }
}

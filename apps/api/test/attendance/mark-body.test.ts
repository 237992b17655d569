import { describe, expect, it } from 'vitest';
import { markBody } from '@attendance/domain';
import { wellFormedMarkBody } from '../../src/modules/attendance/mark-body';

const record = (over: Record<string, unknown> = {}) => ({
  subjectID: 12,
  date: '2026-03-10',
  period: 3,
  registerNumber: '21CSE001',
  status: 'P',
  ...over,
});

/** The fast path gives the schema's value, key for key and in its order, or leaves it to zod. */
describe('a submission body read without zod', () => {
  it('gives what the schema gives for well-formed bodies, JSON alike', () => {
    const bodies: unknown[] = [
      [record()],
      Array.from({ length: 60 }, (_, i) =>
        record({ registerNumber: `21/CS_E.${i}-x`, status: 'A' }),
      ),
      // The spec's client's extra fields, in another order, and fields nobody declared.
      [
        {
          status: 'OD',
          batch: 'B1',
          year: 2,
          period: 3,
          date: '2026-03-10',
          registerNumber: '21CSE001',
          subjectID: 12,
          semester: '3',
          extra: 1,
          facultyCode: null,
        },
      ],
      [record({ department: 'CSE', subjectCode: 'CS101', period: 8, status: 'LEAVE' })],
      [record({ subjectID: 2_147_483_647, period: 1, status: 'ML', date: '2024-02-29' })],
      Array.from({ length: 1000 }, () => record()),
      [record({ registerNumber: 'x'.repeat(30) })], // the longest the schema takes
    ];
    for (const body of bodies) {
      const fast = wellFormedMarkBody(body);
      expect(fast).toBeDefined();
      expect(JSON.stringify(fast)).toBe(JSON.stringify(markBody.parse(body)));
    }
  });

  it('leaves to the schema every body it does not read exactly as the schema would', () => {
    const bodies: unknown[] = [
      [],
      {},
      null,
      'x',
      [null],
      [[record()]],
      Array.from({ length: 1001 }, () => record()),
      [record({ subjectID: '12' })], // the schema takes digit strings: its value, not ours
      [record({ period: ' 3' })],
      [record({ registerNumber: ' 21CSE001' })], // trimmed by the schema
      [record({ registerNumber: '21CSE001 ' })],
      [record({ subjectID: 0 })],
      [record({ subjectID: 2_147_483_648 })],
      [record({ subjectID: 1.5 })],
      [record({ period: 9 })],
      [record({ period: 0 })],
      [record({ date: '2026-02-30' })],
      [record({ date: '2026-3-10' })],
      [record({ date: 20260310 })],
      [record({ registerNumber: '' })],
      [record({ registerNumber: 'x'.repeat(31) })],
      [record({ registerNumber: '-21CSE' })],
      [record({ registerNumber: '21 CSE' })],
      [record({ status: 'p' })],
      [record({ status: undefined })],
      [record(), record({ status: 'X' })],
      [{ date: '2026-03-10', period: 3, registerNumber: '21CSE001', status: 'P' }],
    ];
    for (const body of bodies) expect(wellFormedMarkBody(body)).toBeUndefined();
  });
});

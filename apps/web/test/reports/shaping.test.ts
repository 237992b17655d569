import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudentList } from '../../src/reports/student-list';
import { prepareWithEngine } from '../../src/reports/text/load';
import { runsOf } from '../../src/reports/text/scripts';
import type { ReportStudent, StudentListInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { NAMES_BY_SCRIPT } from './names';
import { built } from './pdf';
import { drawnRuns, referenceShaping, type PlacedGlyph } from './shaping';

// Issue 53: the glyphs a report draws for a name are the ones HarfBuzz's own shaper chooses
// for it (conjuncts, reordered vowel signs, marks stacked), at the same places. A PDF that
// draws the characters one by one, as jsPDF alone does, has no such glyphs and fails.

const UNITS_PER_EM = 1000;
/** Positions are written to the PDF rounded to a thousandth of a point (at 8 pt: 1/8 unit). */
const TOLERANCE = 1;

const LEFT_TO_RIGHT = Object.entries(NAMES_BY_SCRIPT).filter(([key]) => key !== 'arabic');

const input: StudentListInput = {
  campus,
  department: 'CSE',
  staffName: 'Priya Raman',
  batch: 'CSE2024-2028',
  now,
  students: LEFT_TO_RIGHT.map(([, studentName], i): ReportStudent => ({
    registerNumber: `24CS${i + 1}`,
    studentName,
    batch: 'CSE2024-2028',
    year: 2,
    semester: 3,
    department: 'CSE',
    gender: 'Male',
    type: 'Regular',
    studentNumber: '9000000001',
    parentNumber: '9000000002',
    active: true,
  })),
};

const fontFile = (key: string) =>
  fileURLToPath(new URL(`../../src/reports/text/fonts/${key}.ttf`, import.meta.url));

describe('shaping of the names in a report', () => {
  let runs: Map<string, PlacedGlyph[]>;
  beforeAll(async () => {
    await prepareWithEngine(input);
    runs = drawnRuns(built(buildStudentList(input)).doc, UNITS_PER_EM);
  });

  it.each(LEFT_TO_RIGHT)('draws the %s name as HarfBuzz shapes it', (key, name) => {
    expect(runsOf(name).map((run) => run.font)).toEqual([key]);
    const drawn = runs.get(name);
    expect(drawn, `no shaped glyphs for ${name}`).toBeDefined();
    const reference = referenceShaping(fontFile(key), name);
    expect(drawn!.map((g) => g.glyph)).toEqual(reference.map((g) => g.glyph));
    expect(drawn!.map((g) => g.glyph)).not.toContain(0);
    drawn!.forEach((g, i) => {
      expect(Math.abs(g.x - reference[i]!.x)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(g.y - reference[i]!.y)).toBeLessThanOrEqual(TOLERANCE);
    });
  });
});

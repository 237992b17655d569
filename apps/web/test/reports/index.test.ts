import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildReport, downloadReport } from '../../src/reports';
import { campus, now } from './fixtures';
import { built, pdfPages } from './pdf';

describe('the lazy report entry', () => {
  it('imports no builder, jsPDF or jspdf-autotable statically', () => {
    const source = readFileSync(new URL('../../src/reports/index.ts', import.meta.url), 'utf8');
    const staticImports = [
      ...source.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gm),
    ].map((match) => match[1]);
    // Lingui's core and the domain are in the first page's bundle already (labels, issue 53).
    expect(staticImports).toEqual([
      '@lingui/core',
      '@attendance/domain',
      './checks',
      './labels',
      './letterhead',
    ]);
    // labels.ts: the weekdays and the refusals' words, looked up on the page (issue 53).
    for (const light of ['checks', 'labels', 'letterhead']) {
      expect(
        readFileSync(new URL(`../../src/reports/${light}.ts`, import.meta.url), 'utf8'),
      ).not.toMatch(/^import (?!type)[^;]*'jspdf/m);
    }
  });

  it('loads the builder on demand and builds the report', async () => {
    const result = await buildReport('studentList', {
      campus,
      department: 'CIVIL',
      staffName: 'R. Senthil',
      batch: 'CIVIL2021-2025',
      now,
      students: [
        {
          registerNumber: '21CE1',
          studentName: 'Vetri',
          batch: 'CIVIL2021-2025',
          year: 4,
          semester: 7,
          department: 'CIVIL',
          gender: 'Male',
          type: 'Regular',
          studentNumber: '9000000001',
          parentNumber: '9000000002',
          active: true,
        },
      ],
    });
    const { doc, fileName } = built(result);
    expect(fileName).toBe('CIVIL_CIVIL2021-2025_Student_List.pdf');
    expect(pdfPages(doc)[0]).toContain('Civil Engineering');
  });

  it('hands back the message of an empty report without saving anything', async () => {
    const outcome = await downloadReport('cumulative', {
      campus,
      department: 'CSE',
      date: '2025-02-10',
      data: {},
    });
    expect(outcome).toEqual({ ok: false, message: 'No attendance data to print.' });
  });
});

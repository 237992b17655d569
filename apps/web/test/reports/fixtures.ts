import { DEFAULT_DEPARTMENTS } from '@attendance/domain';
import type { ReportCampus } from '../../src/reports/types';

export const campus: ReportCampus = {
  name: 'Campus College of Engineering',
  address: '1 College Road, University Campus',
  departments: [...DEFAULT_DEPARTMENTS],
  timezone: 'Asia/Kolkata',
};

/** Noon in Kolkata, so the generation date reads the same in any zone. */
export const now = new Date('2025-03-05T06:30:00Z');

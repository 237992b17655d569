import type { AttendanceStatus } from '@attendance/domain';

/** Each attendance status's full name in the person's language (issue 53). */
export function statusLabels(t: (key: string) => string): Record<AttendanceStatus, string> {
  return {
    P: t('common.status.P'),
    A: t('common.status.A'),
    OD: t('common.status.OD'),
    ML: t('common.status.ML'),
    LEAVE: t('common.status.LEAVE'),
  };
}

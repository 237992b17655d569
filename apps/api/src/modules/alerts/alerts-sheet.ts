import { ALERT_KIND_LABELS, type AlertLog, type AlertLogQuery } from '@attendance/domain';
import { RED, type Cell, type Filter, type ReportSheet } from '../../lib/sheet-writer';

/** The Delivery log as a worksheet: one row per message, the filters above it. */
export function deliverySheet(log: AlertLog, query: AlertLogQuery, footer: Filter): ReportSheet {
  return {
    name: 'Deliveries',
    title: 'Alerts to Parents: Delivery Log',
    filters: [
      ['State', query.state ?? 'All'],
      ['Kind', query.kind ? ALERT_KIND_LABELS[query.kind] : 'All'],
      ['Made on', query.date ?? 'Any day'],
      ['Search', query.search || 'None'],
      ['Sent today', log.today.sent],
      ['Waiting', log.today.waiting],
      ['Failed today', log.today.failed],
      ['SMS parts sent today', log.today.parts],
      footer,
    ],
    header: [
      [
        'S.No',
        'Register No',
        'Name',
        'Kind',
        'To',
        'Phone',
        'Made',
        'Sent',
        'State',
        'Reason',
        'Tries',
        'Parts',
        'Text',
      ],
    ],
    rows: log.deliveries.map((d, index): Cell[] => [
      index + 1,
      d.registerNumber,
      d.studentName,
      ALERT_KIND_LABELS[d.kind],
      d.recipient === 'student' ? 'Student' : 'Parent',
      d.phone ?? '',
      new Date(d.createdAt),
      d.sentAt ? new Date(d.sentAt) : '',
      d.state === 'failed' ? { value: d.state, color: RED } : d.state,
      d.reason,
      d.attempts,
      d.parts ?? '',
      d.text ?? '',
    ]),
  };
}

import {
  ALERT_KINDS,
  ALERT_STATES,
  intlLocale,
  type AlertLog,
  type AlertLogQuery,
} from '@attendance/domain';
import { Group, NativeSelect, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';

/** The Delivery log's filters and table: each message with its student, kind, time, state, reason. */
export function DeliveryLog(props: {
  log: AlertLog | undefined;
  filters: AlertLogQuery;
  onFilters: (filters: AlertLogQuery) => void;
  timeZone: string | undefined;
}) {
  const t = useT();
  const { log, filters } = props;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: props.timeZone,
        }).format(new Date(iso))
      : '';
  return (
    <>
      <Group align="flex-end">
        <NativeSelect
          label={t('alerts.log.state')}
          value={filters.state ?? ''}
          onChange={(e) =>
            props.onFilters({
              ...filters,
              state: (e.currentTarget.value || undefined) as AlertLogQuery['state'],
            })
          }
          data={[
            { value: '', label: t('alerts.log.all') },
            ...ALERT_STATES.map((s) => ({ value: s, label: t(`alerts.state.${s}`) })),
          ]}
        />
        <NativeSelect
          label={t('alerts.log.kind')}
          value={filters.kind ?? ''}
          onChange={(e) =>
            props.onFilters({
              ...filters,
              kind: (e.currentTarget.value || undefined) as AlertLogQuery['kind'],
            })
          }
          data={[
            { value: '', label: t('alerts.log.all') },
            ...ALERT_KINDS.map((k) => ({ value: k, label: t(`alerts.kind.${k}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('alerts.log.madeOn')}
          value={filters.date ?? ''}
          onChange={(e) =>
            props.onFilters({ ...filters, date: e.currentTarget.value || undefined })
          }
        />
        <TextInput
          label={t('alerts.log.find')}
          placeholder={t('alerts.log.findHint')}
          value={filters.search ?? ''}
          onChange={(e) =>
            props.onFilters({ ...filters, search: e.currentTarget.value || undefined })
          }
        />
      </Group>
      {log && log.deliveries.length === 0 ? (
        <Text size="sm">{t('alerts.log.none')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table aria-label={t('alerts.log.table')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('alerts.log.student')}</Table.Th>
                <Table.Th>{t('alerts.log.kind')}</Table.Th>
                <Table.Th>{t('alerts.log.to')}</Table.Th>
                <Table.Th>{t('alerts.log.made')}</Table.Th>
                <Table.Th>{t('alerts.log.sent')}</Table.Th>
                <Table.Th>{t('alerts.log.state')}</Table.Th>
                <Table.Th>{t('alerts.log.reason')}</Table.Th>
                <Table.Th>{t('alerts.log.parts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log?.deliveries.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    {d.studentName} ({d.registerNumber})
                  </Table.Td>
                  <Table.Td>{t(`alerts.kind.${d.kind}`)}</Table.Td>
                  <Table.Td>
                    {d.recipient === 'student'
                      ? t('alerts.log.toStudent')
                      : t('alerts.log.toParent')}{' '}
                    {d.phone ?? ''}
                  </Table.Td>
                  <Table.Td>{when(d.createdAt)}</Table.Td>
                  <Table.Td>{when(d.sentAt)}</Table.Td>
                  <Table.Td>{t(`alerts.state.${d.state}`)}</Table.Td>
                  <Table.Td>{d.reason}</Table.Td>
                  <Table.Td>{d.parts ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {log?.more && <Text size="sm">{t('alerts.log.more', { count: log.deliveries.length })}</Text>}
    </>
  );
}

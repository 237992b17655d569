import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  ALERT_MESSAGES,
  ALERT_STATES,
  type AlertLog,
  type AlertLogQuery,
} from '@attendance/domain';
import { Group, NativeSelect, ScrollArea, Table, Text, TextInput } from '@mantine/core';

const STATE_LABELS = { waiting: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' };

/** The Delivery log's filters and table: each message with its student, kind, time, state, reason. */
export function DeliveryLog(props: {
  log: AlertLog | undefined;
  filters: AlertLogQuery;
  onFilters: (filters: AlertLogQuery) => void;
  timeZone: string | undefined;
}) {
  const { log, filters } = props;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat('en-IN', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: props.timeZone,
        }).format(new Date(iso))
      : '';
  return (
    <>
      <Group align="flex-end">
        <NativeSelect
          label="State"
          value={filters.state ?? ''}
          onChange={(e) =>
            props.onFilters({
              ...filters,
              state: (e.currentTarget.value || undefined) as AlertLogQuery['state'],
            })
          }
          data={[
            { value: '', label: 'All' },
            ...ALERT_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          ]}
        />
        <NativeSelect
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(e) =>
            props.onFilters({
              ...filters,
              kind: (e.currentTarget.value || undefined) as AlertLogQuery['kind'],
            })
          }
          data={[
            { value: '', label: 'All' },
            ...ALERT_KINDS.map((k) => ({ value: k, label: ALERT_KIND_LABELS[k] })),
          ]}
        />
        <TextInput
          type="date"
          label="Made on"
          value={filters.date ?? ''}
          onChange={(e) =>
            props.onFilters({ ...filters, date: e.currentTarget.value || undefined })
          }
        />
        <TextInput
          label="Find a student"
          placeholder="Register number or name"
          value={filters.search ?? ''}
          onChange={(e) =>
            props.onFilters({ ...filters, search: e.currentTarget.value || undefined })
          }
        />
      </Group>
      {log && log.deliveries.length === 0 ? (
        <Text size="sm">{ALERT_MESSAGES.noDeliveries}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table aria-label="Delivery log" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Made</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log?.deliveries.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    {d.studentName} ({d.registerNumber})
                  </Table.Td>
                  <Table.Td>{ALERT_KIND_LABELS[d.kind]}</Table.Td>
                  <Table.Td>
                    {d.recipient === 'student' ? 'Student' : 'Parent'} {d.phone ?? ''}
                  </Table.Td>
                  <Table.Td>{when(d.createdAt)}</Table.Td>
                  <Table.Td>{when(d.sentAt)}</Table.Td>
                  <Table.Td>{STATE_LABELS[d.state]}</Table.Td>
                  <Table.Td>{d.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {log?.more && (
        <Text size="sm">
          Only the newest {log.deliveries.length} are shown: narrow the filters.
        </Text>
      )}
    </>
  );
}

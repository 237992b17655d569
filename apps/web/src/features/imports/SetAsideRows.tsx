import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { ImportMapping } from '@attendance/domain';

type SetAside = ImportMapping['setAside'][number];

const GROUPS: { reason: SetAside['reason']; title: string; action?: string }[] = [
  {
    reason: 'hidden',
    title: 'Hidden rows (by a filter or by hand), not imported',
    action: 'Include',
  },
  { reason: 'excluded', title: 'Rows you left out', action: 'Put back' },
  { reason: 'notRecord', title: 'Rows skipped: totals, notes and signatures' },
];

const SHOWN = 50;
const place = (row: SetAside) => (row.sheet ? `${row.sheet}, row ${row.row}` : `Row ${row.row}`);

/** The rows under the header that are not imported, by reason; hidden and left-out ones can be taken. */
export function SetAsideRows(props: { rows: SetAside[]; onTake(row: SetAside): void }) {
  if (props.rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="set-aside-rows">
      {GROUPS.map(({ reason, title, action }) => {
        const rows = props.rows.filter((row) => row.reason === reason);
        if (rows.length === 0) return null;
        return (
          <div key={reason} data-testid={`set-aside-${reason}`}>
            <Text size="sm" fw={600}>
              {title} ({rows.length})
            </Text>
            <List size="sm" spacing={2}>
              {rows.slice(0, SHOWN).map((row) => (
                <List.Item key={row.ref}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {place(row)}: {row.text}
                    </Text>
                    {action && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => props.onTake(row)}
                        aria-label={`${action} row ${row.row}${row.sheet ? ` of ${row.sheet}` : ''}`}
                      >
                        {action}
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
            {rows.length > SHOWN && (
              <Text size="xs" c="dimmed">
                The first {SHOWN} of {rows.length} are listed.
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}

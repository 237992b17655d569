import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { ImportMapping } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';

type SetAside = ImportMapping['setAside'][number];
type T = ReturnType<typeof useT>;

const groups = (t: T): { reason: SetAside['reason']; title: string; action?: string }[] => [
  { reason: 'hidden', title: t('imports.aside.hidden'), action: t('imports.aside.include') },
  { reason: 'excluded', title: t('imports.aside.excluded'), action: t('imports.aside.putBack') },
  { reason: 'notRecord', title: t('imports.aside.notRecord') },
];

const SHOWN = 50;
const place = (t: T, row: SetAside) =>
  row.sheet
    ? t('imports.aside.sheetRow', { sheet: row.sheet, row: row.row })
    : t('imports.row', { row: row.row });
const actionLabel = (t: T, action: string, row: SetAside) =>
  row.sheet
    ? t('imports.aside.actionSheetRow', { action, row: row.row, sheet: row.sheet })
    : t('imports.aside.actionRow', { action, row: row.row });

/** The rows under the header that are not imported, by reason; hidden and left-out ones can be taken. */
export function SetAsideRows(props: { rows: SetAside[]; onTake(row: SetAside): void }) {
  const t = useT();
  if (props.rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="set-aside-rows">
      {groups(t).map(({ reason, title, action }) => {
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
                      {place(t, row)}: {row.text}
                    </Text>
                    {action && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => props.onTake(row)}
                        aria-label={actionLabel(t, action, row)}
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
                {t('imports.aside.firstListed', { shown: SHOWN, count: rows.length })}
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}

import { useQuery } from '@tanstack/react-query';
import { List, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { importHistoryEntry } from '@attendance/domain';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';

/**
 * The department's last stored imports of this kind and who made each: an Admin's name, or an
 * API token's ("ERP nightly pull (token of admin@…)").
 */
export function RecentImports({ kind }: { kind: 'students' | 'subjects' | 'allocations' }) {
  const t = useT();
  const history = useQuery({
    queryKey: ['imports', 'history'],
    queryFn: ({ signal }) => api('/api/imports', { schema: z.array(importHistoryEntry), signal }),
  });
  const entries = (history.data ?? []).filter((entry) => entry.kind === kind).slice(0, 10);
  const line = (entry: (typeof entries)[number]) => {
    const values = {
      when: formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
      file: entry.fileName,
      count: entry.sheets.length,
      sheets: entry.sheets.join(', '),
      created: entry.created,
      by: entry.by,
    };
    return entry.sheets.length > 0
      ? t('imports.recent.entrySheets', values)
      : t('imports.recent.entry', values);
  };
  if (entries.length === 0) return null;
  return (
    <Stack gap={4} data-testid="recent-imports">
      <Title order={2} size="h4">
        {t('imports.recent.title')}
      </Title>
      <List size="sm" spacing={2}>
        {entries.map((entry) => (
          <List.Item key={`${entry.at}-${entry.fileName}`}>
            <Text size="sm" component="span">
              {line(entry)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

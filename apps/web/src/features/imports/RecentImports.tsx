import { useQuery } from '@tanstack/react-query';
import { List, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { importHistoryEntry } from '@attendance/domain';
import { api } from '../../lib/api';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The department's last stored imports of this kind and who made each: an Admin's name, or an
 * API token's ("ERP nightly pull (token of admin@…)").
 */
export function RecentImports({ kind }: { kind: 'students' | 'subjects' | 'allocations' }) {
  const history = useQuery({
    queryKey: ['imports', 'history'],
    queryFn: ({ signal }) => api('/api/imports', { schema: z.array(importHistoryEntry), signal }),
  });
  const entries = (history.data ?? []).filter((entry) => entry.kind === kind).slice(0, 10);
  if (entries.length === 0) return null;
  return (
    <Stack gap={4} data-testid="recent-imports">
      <Title order={2} size="h4">
        Recent imports
      </Title>
      <List size="sm" spacing={2}>
        {entries.map((entry) => (
          <List.Item key={`${entry.at}-${entry.fileName}`}>
            <Text size="sm" component="span">
              {WHEN.format(new Date(entry.at))}: {entry.fileName}
              {entry.sheets.length > 0 &&
                ` (sheet${entry.sheets.length > 1 ? 's' : ''} ${entry.sheets.join(', ')})`}
              , {entry.created} stored, by {entry.by}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

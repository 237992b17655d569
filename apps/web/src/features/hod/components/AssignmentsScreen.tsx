import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { useCampus } from '../../../lib/use-campus';
import { useAssignments } from '../api/assignments';
import { AssignmentGroups } from './AssignmentGroups';
import {
  ANY_CLASS,
  ClassFilters,
  matchesClass,
  type ClassFilter,
} from '../../../components/ClassFilters';
import { LoadState } from '../../../components/LoadState';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  title: string;
  /** Receives the page heading, so a screen can send focus there when a row goes away. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The status line of the screen's last action. */
  message: ReactNode;
  action: (assignment: AssignmentDto, shown: readonly AssignmentDto[]) => ReactNode;
}

/** The frame of Assigned List and Delete Assigned List: filters, then assignments per staff. */
export function AssignmentsScreen({ title, headingRef, message, action }: Props) {
  const t = useT();
  const campus = useCampus();
  const query = useAssignments();
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const all = query.data ?? [];
  const shown = all.filter((a) => matchesClass(a.subject, filter));
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Anchor component={Link} to="/hodpannel">
          {t('hod.screen.back')}
        </Anchor>
      </Group>
      <ClassFilters items={all.map((a) => a.subject)} value={filter} onChange={setFilter} />
      {message}
      <LoadState
        loading={query.isPending}
        error={query.isError ? t('hod.loadAssignedFailed') : ''}
        empty={shown.length === 0}
        emptyText={t('hod.screen.none')}
        label={t('hod.what.assigned')}
      >
        <AssignmentGroups
          assignments={shown}
          timeZone={campus.data?.timezone}
          action={(a) => action(a, shown)}
        />
      </LoadState>
    </Stack>
  );
}

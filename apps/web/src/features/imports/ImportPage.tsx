import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ALLOCATION_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
  TIMETABLE_IMPORT_COLUMNS,
  type ImportReport,
} from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { downloadFromServer } from '../../lib/download';
import { ImportPreview } from './ImportPreview';
import { RecentImports } from './RecentImports';
import { IMPORT_PATHS, uploadImport, type ImportKind } from './uploadImport';

const SCREENS = {
  students: {
    title: 'Import Students',
    noun: 'students',
    columns: STUDENT_IMPORT_COLUMNS,
    back: ['Student Records', '/admin'],
  },
  subjects: {
    title: 'Import Subjects',
    noun: 'subjects',
    columns: SUBJECT_IMPORT_COLUMNS,
    back: ['Subject List', '/admin/subjectlist'],
  },
  allocations: {
    title: 'Import Elective Allocations',
    noun: 'allocations',
    // The preview also names the student and the subject each pair resolved to.
    columns: [
      ...ALLOCATION_IMPORT_COLUMNS,
      {
        header: 'Student',
        field: 'studentName',
        required: false,
        maxLength: 100,
        example: '',
        help: '',
      },
      {
        header: 'Subject',
        field: 'subjectName',
        required: false,
        maxLength: 150,
        example: '',
        help: '',
      },
    ],
    back: ['Subject Allocation', '/admin/subjectallocation'],
  },
  timetable: {
    title: 'Import Timetables',
    noun: 'timetable periods',
    columns: TIMETABLE_IMPORT_COLUMNS,
    back: ['Class Timetable', '/hodpannel/timetable'],
  },
} as const;

/** Template, upload, preview with every problem, then an all-or-nothing import. */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const screen = SCREENS[kind];
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false });

  function choose(next: File | null) {
    setFile(next);
    setReport(null);
    setMessage({ text: '', error: false });
  }

  async function send(commit: boolean) {
    if (!file) return;
    setBusy(true);
    setMessage({ text: '', error: false });
    try {
      const outcome = await uploadImport(kind, file, commit);
      setReport(outcome.report);
      if (outcome.message) setMessage({ text: outcome.message, error: true });
      else if (commit && outcome.report) {
        const { created, skipped } = outcome.report;
        // Every list on other screens may now be out of date (students, subjects, batches).
        await client.invalidateQueries();
        setMessage({
          text: `✅ Imported ${created} ${screen.noun}${skipped ? ` (${skipped} already there, skipped)` : ''}.`,
          error: false,
        });
      }
    } catch (error) {
      setReport(null);
      setMessage({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  }

  async function template() {
    try {
      await downloadFromServer(IMPORT_PATHS[kind].template);
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true });
    }
  }

  const committed = message.text.startsWith('✅');
  const canCommit = !!report && report.errors.length === 0 && report.valid > 0 && !committed;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {screen.title}
        </Title>
        <Anchor component={Link} to={screen.back[1]}>
          Back to {screen.back[0]}
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm">
            Fill in the template (its second sheet explains each column), then upload it as .xlsx or
            .csv: at most {IMPORT_MAX_ROWS.toLocaleString('en')} rows and 5 MB. Nothing is stored
            until you press Import, and then every row is stored or none.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => void template()}>
              Download template
            </Button>
            <FileInput
              label="Spreadsheet file"
              placeholder="Choose .xlsx or .csv"
              accept=".xlsx,.csv"
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the file' }}
              w={{ base: '100%', xs: 320 }}
            />
            <Button onClick={() => void send(false)} disabled={!file} loading={busy && !report}>
              Preview
            </Button>
            <Button
              color="green"
              onClick={() => void send(true)}
              disabled={!canCommit}
              loading={busy && !!report}
            >
              Import
            </Button>
          </Group>
          <StatusText text={message.text} error={message.error} />
        </Stack>
      </Paper>
      {report && <ImportPreview report={report} columns={screen.columns} />}
      {kind !== 'timetable' && <RecentImports kind={kind} />}
    </Stack>
  );
}

export function ImportStudentsPage() {
  return <ImportPage kind="students" />;
}

export function ImportSubjectsPage() {
  return <ImportPage kind="subjects" />;
}

export function ImportAllocationsPage() {
  return <ImportPage kind="allocations" />;
}

export function ImportTimetablePage() {
  return <ImportPage kind="timetable" />;
}

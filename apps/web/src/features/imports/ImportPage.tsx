import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IMPORT_MAX_ROWS, type ImportReport } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { downloadFromServer } from '../../lib/download';
import { ASKED_SHARED, ImportMappingPanel, type AskedShared } from './ImportMapping';
import { screenOf } from './screens';
import { useT } from '../../lib/i18n/use-t';
import { formatNumber } from '../../lib/i18n/i18n';
import { ImportPreview } from './ImportPreview';
import { RecentImports } from './RecentImports';
import {
  choiceQuery,
  IMPORT_PATHS,
  uploadImport,
  type ImportKind,
  type ReadChoice,
} from './upload-import';

/** Values read from the file's titles fill the fields the Admin has left empty. */
function prefilled(choice: ReadChoice, report: ImportReport): ReadChoice {
  const mapping = report.mapping;
  if (!mapping) return choice;
  const shared = { ...choice.shared };
  // Type is proposed (Regular) but taken only once the Admin chooses it.
  for (const field of ASKED_SHARED.filter((asked) => asked !== 'type')) {
    const value = mapping.proposedShared[field];
    if (mapping.sharedFields.includes(field) && !shared[field] && value !== undefined)
      shared[field] = String(value);
  }
  return { ...choice, shared };
}

/** Template, upload, preview with every problem, then an all-or-nothing import. */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const t = useT();
  const screen = screenOf(kind);
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false });
  const [choice, setChoice] = useState<ReadChoice>({ shared: {} });
  /** The query of the preview on screen: Import stays off until the choice is previewed. */
  const [previewed, setPreviewed] = useState('');

  function choose(next: File | null) {
    setFile(next);
    setReport(null);
    setChoice({ shared: {} });
    setPreviewed('');
    setMessage({ text: '', error: false });
  }

  async function send(commit: boolean, asked: ReadChoice = choice) {
    if (!file) return;
    setBusy(true);
    setMessage({ text: '', error: false });
    try {
      const fingerprint = commit ? report?.mapping?.fingerprint : undefined;
      const outcome = await uploadImport(kind, file, commit, asked, fingerprint);
      setReport(outcome.report);
      if (!commit && outcome.report) {
        const filled = prefilled(asked, outcome.report);
        setPreviewed(choiceQuery(asked, false));
        setChoice(filled);
        // Values read from the title are shown at once in the preview (once: they are set now).
        if (choiceQuery(filled, false) !== choiceQuery(asked, false))
          return await send(false, filled);
      }
      if (outcome.message) setMessage({ text: outcome.message, error: true });
      else if (commit && outcome.report) {
        const { created, skipped } = outcome.report;
        // Every list on other screens may now be out of date (students, subjects, batches).
        await client.invalidateQueries();
        setMessage({ text: screen.done(created, skipped), error: false });
      }
    } catch (error) {
      // The mapping on screen stays, so a refused choice can be changed.
      if (!report?.mapping) setReport(null);
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

  /** A column set to a field: any other column that had it is ignored, then the rows redraw. */
  function setField(index: number, field: string | null) {
    const mapping = report?.mapping;
    if (!mapping) return;
    const current = choice.columns ?? mapping.columns.map((column) => column.field);
    const columns = current.map((old, at) =>
      at === index ? field : field !== null && old === field ? null : old,
    );
    const next = { ...choice, columns };
    setChoice(next);
    void send(false, next);
  }

  function setSheet(sheet: string) {
    const next = { sheet, shared: choice.shared };
    setChoice(next);
    void send(false, next);
  }

  /** A change of where the rows come from: the rows left out or taken in are forgotten. */
  function reread(change: Partial<ReadChoice>) {
    const next = { ...choice, exclude: undefined, include: undefined, ...change };
    setChoice(next);
    void send(false, next);
  }

  /** A hidden row taken in, a row left out or put back: the preview is asked again. */
  function toggleRow(ref: string, list: 'exclude' | 'include') {
    const current = choice[list] ?? [];
    const next = {
      ...choice,
      [list]: current.includes(ref) ? current.filter((r) => r !== ref) : [...current, ref],
    };
    setChoice(next);
    void send(false, next);
  }

  function setShared(field: AskedShared, value: string) {
    setChoice({ ...choice, shared: { ...choice.shared, [field]: value } });
  }

  const committed = message.text.startsWith('✅');
  const changed = !!report && choiceQuery(choice, false) !== previewed;
  const canCommit =
    !!report && report.errors.length === 0 && report.valid > 0 && !committed && !changed;
  return (
    // As wide as a desktop allows: the preview has a column per field (issue 54: cut at 1280).
    <Stack gap="md" maw={1400} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {screen.title}
        </Title>
        <Anchor component={Link} to={screen.back[1]}>
          {t('imports.backTo', { page: screen.back[0] })}
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm">
            {[
              t('imports.intro.upload', { rows: formatNumber(IMPORT_MAX_ROWS) }),
              ...(kind === 'timetable' ? [] : [t('imports.intro.mapping')]),
              t('imports.intro.allOrNothing'),
            ].join(' ')}
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => void template()}>
              {t('imports.template')}
            </Button>
            <FileInput
              label={t('imports.file')}
              placeholder={t('imports.choosePlaceholder')}
              accept=".xlsx,.csv"
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('imports.clearFile') }}
              w={{ base: '100%', xs: 320 }}
            />
            <Button onClick={() => void send(false)} disabled={!file} loading={busy && !report}>
              {t('imports.preview')}
            </Button>
            <Button
              // Mantine's green under white text is below 4.5:1; this one (tone.module.css) is not.
              color="#237a3b"
              onClick={() => void send(true)}
              disabled={!canCommit}
              loading={busy && !!report}
            >
              {t('imports.import')}
            </Button>
          </Group>
          <StatusText text={message.text} error={message.error} />
          {changed && !busy && (
            <Text size="sm" data-testid="preview-again">
              {t('imports.previewAgain')}
            </Text>
          )}
        </Stack>
      </Paper>
      {report?.mapping && kind !== 'timetable' && (
        <ImportMappingPanel
          mapping={report.mapping}
          columns={screen.fields}
          choice={choice}
          onField={setField}
          onSheet={setSheet}
          onShared={setShared}
          onTogether={(together) => reread({ together, columns: undefined, headerRow: undefined })}
          onHeaderRow={(headerRow) => reread({ headerRow, columns: undefined })}
          onTake={(row) => toggleRow(row.ref, row.reason === 'hidden' ? 'include' : 'exclude')}
        />
      )}
      {report && !report.mapping?.message && (
        <ImportPreview
          report={report}
          columns={screen.columns}
          onLeaveOut={kind === 'timetable' ? undefined : (ref: string) => toggleRow(ref, 'exclude')}
        />
      )}
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

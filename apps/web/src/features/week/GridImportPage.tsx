import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { campusToday, type GridClassChoice, type GridImportAnswer } from '@attendance/domain';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { StatusText } from '../../components/StatusText';
import { useCampus } from '../../lib/use-campus';
import { gridQuery, sendGrids, type GridChoice } from './api/grid-import';
import { GridAbbreviations } from './components/GridAbbreviations';
import { EffectiveFromInput } from './components/EffectiveFromInput';
import { GridPreview } from './components/GridPreview';

/**
 * /hodpannel/importtimetablegrid: the department's timetables as the office keeps them, a grid
 * per class. Preview, confirm each grid's class and each unknown abbreviation, then import
 * every grid or none, in force from the chosen date.
 */
export default function GridImportPage() {
  const campus = useCampus();
  const client = useQueryClient();
  const today = campusToday(new Date(), campus.data?.timezone ?? 'UTC');
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<GridChoice>({
    effectiveFrom: '',
    classes: [],
    abbreviations: {},
  });
  const [answer, setAnswer] = useState<GridImportAnswer | null>(null);
  const [previewed, setPreviewed] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false });
  const effectiveFrom = choice.effectiveFrom || today;
  const asked = { ...choice, effectiveFrom };

  function chooseFile(next: File | null) {
    setFile(next);
    setAnswer(null);
    setPreviewed('');
    setChoice({ effectiveFrom: choice.effectiveFrom, classes: [], abbreviations: {} });
    setMessage({ text: '', error: false });
  }

  async function send(commit: boolean, next: GridChoice = asked) {
    if (!file) return;
    setBusy(true);
    setMessage({ text: '', error: false });
    try {
      const outcome = await sendGrids(file, next, commit, commit ? answer?.fingerprint : undefined);
      setAnswer(outcome.answer);
      setPreviewed(JSON.stringify(gridQuery(next, false)));
      if (outcome.refusal) setMessage({ text: outcome.refusal, error: true });
      else if (commit) {
        await client.invalidateQueries();
        setMessage({
          text: `✅ Imported the timetables of ${outcome.answer.created} class${outcome.answer.created === 1 ? '' : 'es'}, in force from ${outcome.answer.effectiveFrom}.`,
          error: false,
        });
      }
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  }

  function setClass(index: number, next: GridClassChoice | null) {
    const classes = (answer?.grids ?? []).map((_, at) => choice.classes[at] ?? null);
    classes[index] = next;
    const changed = { ...asked, classes };
    setChoice(changed);
    void send(false, changed);
  }

  function confirm(text: string, subjectCode: string) {
    const changed = { ...asked, abbreviations: { ...choice.abbreviations, [text]: subjectCode } };
    setChoice(changed);
    void send(false, changed);
  }

  const committed = message.text.startsWith('✅');
  const stale = !!answer && JSON.stringify(gridQuery(asked, false)) !== previewed;
  const canImport = !!answer && answer.errors.length === 0 && !committed && !stale && !busy;
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <DepartmentHeader title="Import Timetable Grids">
        <Anchor component={Link} to="/hodpannel/timetable">
          Back to Class Timetable
        </Anchor>
      </DepartmentHeader>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm">
            Upload the timetable as your department keeps it (.xlsx): a grid per class, days down
            (MON … SAT or Day 1 … Day 6) and periods across (I, II … or 1, 2 … or 9.00-9.50), on one
            sheet each or one under another. Break and lunch columns are skipped; a cell merged over
            several periods fills each. Nothing is stored until you press Import, and then every
            grid is stored or none.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label="Timetable workbook"
              placeholder="Choose .xlsx"
              accept=".xlsx"
              value={file}
              onChange={chooseFile}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the file' }}
              w={{ base: '100%', xs: 320 }}
            />
            <EffectiveFromInput
              value={effectiveFrom}
              today={today}
              onChange={(date) => setChoice({ ...choice, effectiveFrom: date })}
            />
            <Button onClick={() => void send(false)} disabled={!file} loading={busy && !answer}>
              Preview
            </Button>
            <Button
              color="#237a3b"
              onClick={() => void send(true)}
              disabled={!canImport}
              loading={busy && !!answer}
            >
              Import
            </Button>
          </Group>
          <StatusText text={message.text} error={message.error} />
          {stale && !busy && (
            <Text size="sm">Press Preview to see the grids from this date before importing.</Text>
          )}
        </Stack>
      </Paper>
      {answer && (
        <>
          <Text size="sm" data-testid="grid-summary">
            {answer.grids.length} grid{answer.grids.length === 1 ? '' : 's'} read;{' '}
            {answer.errors.length === 0
              ? 'ready to import.'
              : `${answer.errors.length} problem${answer.errors.length === 1 ? '' : 's'} to fix before importing.`}
          </Text>
          <GridAbbreviations answer={answer} onConfirm={confirm} />
          {answer.errors.length > 0 && (
            <List size="sm" data-testid="grid-errors" aria-label="Problems">
              {answer.errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          )}
          {answer.warnings.length > 0 && (
            <List size="sm" data-testid="grid-warnings" aria-label="Warnings">
              {answer.warnings.map((w) => (
                <List.Item key={w}>⚠ {w}</List.Item>
              ))}
            </List>
          )}
          {answer.grids.map((grid, index) => (
            <GridPreview
              key={`${grid.sheet}:${grid.headerRow}`}
              grid={grid}
              index={index}
              choices={answer.classes}
              starts={campus.data?.timetable ?? []}
              onClass={setClass}
            />
          ))}
        </>
      )}
    </Stack>
  );
}

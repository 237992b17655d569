import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { campusToday, type GridClassChoice, type GridImportAnswer } from '@attendance/domain';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { StatusText } from '../../components/StatusText';
import { useCampus } from '../../lib/use-campus';
import { useT } from '../../lib/i18n/use-t';
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
  const t = useT();
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
          text: t('week.gridImport.done', {
            count: outcome.answer.created,
            date: outcome.answer.effectiveFrom,
          }),
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
      <DepartmentHeader title={t('week.gridImport.title')}>
        <Anchor component={Link} to="/hodpannel/timetable">
          {t('week.gridImport.back')}
        </Anchor>
      </DepartmentHeader>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm">{t('week.gridImport.help')}</Text>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('week.gridImport.file')}
              placeholder={t('week.gridImport.choose')}
              accept=".xlsx"
              value={file}
              onChange={chooseFile}
              clearable
              clearButtonProps={{ 'aria-label': t('week.gridImport.clear') }}
              w={{ base: '100%', xs: 320 }}
            />
            <EffectiveFromInput
              value={effectiveFrom}
              today={today}
              onChange={(date) => setChoice({ ...choice, effectiveFrom: date })}
            />
            <Button onClick={() => void send(false)} disabled={!file} loading={busy && !answer}>
              {t('week.gridImport.preview')}
            </Button>
            <Button
              color="#237a3b"
              onClick={() => void send(true)}
              disabled={!canImport}
              loading={busy && !!answer}
            >
              {t('week.gridImport.import')}
            </Button>
          </Group>
          <StatusText text={message.text} error={message.error} />
          {stale && !busy && <Text size="sm">{t('week.gridImport.stale')}</Text>}
        </Stack>
      </Paper>
      {answer && (
        <>
          <Text size="sm" data-testid="grid-summary">
            {t('week.gridImport.summary', {
              grids: answer.grids.length,
              problems: answer.errors.length,
            })}
          </Text>
          <GridAbbreviations answer={answer} onConfirm={confirm} />
          {answer.errors.length > 0 && (
            <List size="sm" data-testid="grid-errors" aria-label={t('week.gridImport.problems')}>
              {answer.errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          )}
          {answer.warnings.length > 0 && (
            <List size="sm" data-testid="grid-warnings" aria-label={t('week.warnings')}>
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

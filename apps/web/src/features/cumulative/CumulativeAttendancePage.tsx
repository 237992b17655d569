import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { campusToday, correctCumulative, sameDepartment } from '@attendance/domain';
import { homeOf, useStaff } from '../../lib/session';
import { ExcelButton } from '../../components/ExcelButton';
import { serverMessage } from '../../lib/api';
import { downloadReport } from '../../reports';
import { departmentName, useCampus } from '../../lib/use-campus';
import { ANY_CLASS, ClassFilters, type ClassFilter } from '../../components/ClassFilters';
import { StatusText } from '../../components/StatusText';
import { useSubjects } from '../../lib/queries/subjects';
import { useCountingPolicy, useCumulative, useDayCorrections } from './api';
import { SlotChips } from './components/SlotChips';
import { SlotMatrix } from './components/SlotMatrix';
import { slotsOf } from './slots';
import { useT } from '../../lib/i18n/use-t';

const asNumber = (value: string | null) => (value ? Number(value) : undefined);

/** Admin and HOD: one day's attendance of the signed-in user's department. */
export default function CumulativeAttendancePage() {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  const subjects = useSubjects();
  // The subject list also carries every common subject, some of other departments' batches;
  // Cumulative answers only this department's students, so only its own classes are offered.
  const ownClasses = useMemo(
    () => (subjects.data ?? []).filter((s) => sameDepartment(s.department, staff.department)),
    [subjects.data, staff.department],
  );
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  // Until the user picks one, the date is today on the campus calendar, not the browser's.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? (campus.data ? campusToday(new Date(), campus.data.timezone) : '');
  const [pdf, setPdf] = useState({ text: '', busy: false });

  const params = {
    date,
    batch: filter.batch ?? undefined,
    year: asNumber(filter.year),
    semester: asNumber(filter.semester),
  };
  const query = useCumulative(params);
  const policy = useCountingPolicy();
  // Effective statuses: approved requests' corrections over the submitted records (issue 52).
  const corrections = useDayCorrections(date);
  const data = useMemo(
    () => (query.data ? correctCumulative(query.data.data, corrections.data ?? []) : undefined),
    [query.data, corrections.data],
  );
  const slots = useMemo(() => (data ? slotsOf(data, date) : []), [data, date]);

  async function generatePdf() {
    if (pdf.busy || !campus.data) return;
    setPdf({ text: '', busy: true });
    try {
      const outcome = await downloadReport('cumulative', {
        ...params,
        campus: campus.data,
        department: staff.department,
        data: data ?? {},
        ...(policy.data ? { counted: policy.data.statuses } : {}),
      });
      setPdf({ text: outcome.ok ? '' : outcome.message, busy: false });
    } catch {
      setPdf({ text: t('common.pdfFailed'), busy: false });
    }
  }

  const dateMissing = chosenDate === '';
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group justify="space-between" align="baseline">
        <div>
          <Title order={1} size="h2">
            {t('cumulative.title')}
          </Title>
          <Text>{departmentName(campus.data, staff.department)}</Text>
        </div>
        <Anchor component={Link} to={homeOf(staff.designation)}>
          {t('common.back')}
        </Anchor>
      </Group>
      <ClassFilters
        items={ownClasses}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPdf({ text: '', busy: false });
        }}
        extra={
          <TextInput
            type="date"
            label={t('cumulative.date')}
            required
            value={date}
            onChange={(event) => {
              setChosenDate(event.currentTarget.value);
              setPdf({ text: '', busy: false });
            }}
            error={dateMissing ? t('cumulative.selectDate') : undefined}
          />
        }
      />
      <Group gap="sm">
        <Button
          onClick={() => void generatePdf()}
          aria-busy={pdf.busy}
          rightSection={pdf.busy ? <Loader size="xs" color="white" aria-hidden /> : null}
        >
          {t('cumulative.generatePdf')}
        </Button>
        <ExcelButton path="/api/reports/cumulative.xlsx" query={params} disabled={!date} />
        <StatusText text={pdf.text} error testId="pdf-message" />
      </Group>

      {dateMissing ? null : query.isPending ? (
        <Loader aria-label={t('cumulative.loading')} />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, t('cumulative.failed'))} error />
      ) : slots.length === 0 ? (
        <Text data-testid="cumulative-empty">{t('cumulative.empty')}</Text>
      ) : (
        <Stack gap="lg">
          <SlotChips slots={slots} />
          {slots.map((slot) => (
            <SlotMatrix key={slot.id} slot={slot} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { useEffect, useLayoutEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Anchor, Center, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { statusLabels } from '../../lib/i18n/status-labels';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useFamilyHome, useFamilySession } from './api';
import { FamilyPasskeys } from './components/FamilyPasskeys';
import { SubjectCard } from './components/SubjectCard';
import { FamilyFrame } from './FamilyFrame';
import { useT } from '../../lib/i18n/use-t';
import { currentLanguage } from '../../lib/i18n/i18n';
import { formatMoment } from './home-text';
import { removeFamilyShell } from '../../lib/family-shell';
import { keepFamilyCampus } from './family-copy';

/** A student's home, for the student or a parent (who switches between their children). */
export default function FamilyHomePage() {
  const t = useT();
  const labels = statusLabels(t);
  const session = useFamilySession();
  const campus = useCampus();
  const [params, setParams] = useSearchParams();
  const children = session.data?.session?.children ?? [];
  const chosen = Number(params.get('child'));
  const child = children.find((c) => c.studentID === chosen) ?? children[0];
  const home = useFamilyHome(child?.studentID);
  // The family shell (src/shell/family-shell.ts) stays until this page draws what it showed:
  // removed before that frame is painted, so the one replaces the other in place.
  const drawn = !session.isPending && (!child || Boolean(home.data ?? home.error));
  useLayoutEffect(() => {
    if (drawn) removeFamilyShell();
  }, [drawn]);
  // The campus's name and zone for the shell's next start, drawn from the phone's copy.
  const signedIn = Boolean(session.data?.session);
  useEffect(() => {
    if (campus.data && signedIn) keepFamilyCampus(campus.data);
  }, [campus.data, signedIn]);

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!session.data?.session || !child) return <Navigate to="/family" replace />;
  if (home.error instanceof ApiError && home.error.status === 401) {
    return <Navigate to="/family" replace />;
  }
  const shown = home.data;
  return (
    <FamilyFrame>
      {children.length > 1 && (
        <NativeSelect
          label={t('family.child')}
          value={String(child.studentID)}
          onChange={(e) => setParams({ child: e.currentTarget.value })}
          data={children.map((c) => ({
            value: String(c.studentID),
            label: `${c.studentName} (${c.registerNumber})`,
          }))}
        />
      )}
      <div>
        <Title order={1} size="h3">
          {child.studentName}
        </Title>
        <Text size="sm">
          {t('family.childLine', {
            register: child.registerNumber,
            department: child.department,
            year: child.year,
            semester: child.semester,
          })}
        </Text>
      </div>
      <Anchor component={Link} to={`/family/students/${child.studentID}/requests`}>
        {t('family.askLeave')}
      </Anchor>
      {home.isPending && <Loader size="sm" aria-label={t('family.loadingAttendance')} />}
      {home.error && !shown && (
        <StatusText
          text={home.error instanceof ApiError ? home.error.message : t('family.noAnswer')}
          error
        />
      )}
      {shown && (
        <Stack gap="sm">
          <Text size="sm" data-testid="fetched-at">
            {t(shown.fromCopy ? 'family.fetchedOffline' : 'family.fetched', {
              when: formatMoment(shown.home.fetchedAt, campus.data?.timezone, currentLanguage()),
            })}
          </Text>
          {shown.home.term && (
            <Text size="sm">
              {t('family.term', {
                first: shown.home.term.firstDay,
                last: shown.home.term.lastDay,
                eligible: shown.home.thresholds.lowAttendance,
                condonation: shown.home.thresholds.cumulativeOnDuty,
              })}
            </Text>
          )}
          {shown.home.counted && (
            <Text size="sm" data-testid="counted">
              {t('family.counted', {
                statuses: shown.home.counted.map((s) => labels[s]).join(', '),
              })}
            </Text>
          )}
          {shown.home.subjects.length === 0 && <Text>{t('family.noSubjects')}</Text>}
          {shown.home.subjects.map((subject) => (
            <SubjectCard
              key={subject.subjectID}
              subject={subject}
              studentID={child.studentID}
              hodName={shown.home.hodName}
            />
          ))}
        </Stack>
      )}
      {shown && !shown.fromCopy && <FamilyPasskeys />}
      <Anchor component={Link} to="/family/alerts">
        {t('family.alertsLink')}
      </Anchor>
    </FamilyFrame>
  );
}

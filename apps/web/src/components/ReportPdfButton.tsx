import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useStaff } from '../lib/session';
import { useCampus } from '../lib/use-campus';
import { downloadReport, type ReportInputs, type ReportKind } from '../reports';
import { StatusText } from './StatusText';

/**
 * A report's Download PDF button, on the signed-in staff's letterhead: the builder (and jsPDF)
 * load only when it is pressed.
 */
export function ReportPdfButton<K extends ReportKind>(props: {
  kind: K;
  input: Omit<ReportInputs[K], 'campus' | 'department'> | null;
  label?: string;
}) {
  const staff = useStaff();
  const campus = useCampus();
  const [state, setState] = useState({ busy: false, text: '' });

  async function download() {
    if (state.busy || !campus.data || !props.input) return;
    setState({ busy: true, text: '' });
    try {
      const outcome = await downloadReport(props.kind, {
        ...props.input,
        campus: campus.data,
        department: staff.department,
      } as unknown as ReportInputs[K]);
      setState({ busy: false, text: outcome.ok ? '' : outcome.message });
    } catch {
      setState({ busy: false, text: 'Failed to generate PDF' });
    }
  }

  return (
    <Stack gap={4}>
      <Button onClick={() => void download()} loading={state.busy} disabled={!props.input}>
        {props.label ?? 'Download PDF'}
      </Button>
      <StatusText text={state.text} error testId="pdf-message" />
    </Stack>
  );
}

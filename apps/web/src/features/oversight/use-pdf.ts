import { useState } from 'react';
import { useStaff } from '../../lib/session';
import { downloadReport, type ReportInputs } from '../../reports';
import { useCampus } from '../../lib/use-campus';
import { useT } from '../../lib/i18n/use-t';

type OversightReport = 'oversightToday' | 'shortage' | 'absences';

/** A Download PDF button's state: busy while the builder loads, the refusal text if any. */
export function usePdf<K extends OversightReport>(kind: K) {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  const [state, setState] = useState({ text: '', busy: false });

  async function download(input: Omit<ReportInputs[K], 'campus' | 'department'>) {
    if (state.busy || !campus.data) return;
    setState({ text: '', busy: true });
    try {
      const outcome = await downloadReport(kind, {
        ...input,
        campus: campus.data,
        department: staff.department,
      } as unknown as ReportInputs[K]);
      setState({ text: outcome.ok ? '' : outcome.message, busy: false });
    } catch {
      setState({ text: t('common.pdfFailed'), busy: false });
    }
  }

  return { ...state, download };
}

import { Badge } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

// Fixed dark fills keep the white text above 4.5:1 in both colour schemes; Mantine's own
// green shades do not reach it.
const ACTIVE = '#1e7b34';
const INACTIVE = '#c92a2a';

/** Active (attendance open) or Inactive (locked by the HOD). */
export function StatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    // Never shrinks beside a long subject name (it was cut to 'AC…'); the name wraps instead.
    <Badge
      variant="filled"
      color={active ? ACTIVE : INACTIVE}
      style={{ flexShrink: 0 }}
      data-testid="assignment-status"
    >
      {t(active ? 'hod.status.active' : 'hod.status.inactive')}
    </Badge>
  );
}

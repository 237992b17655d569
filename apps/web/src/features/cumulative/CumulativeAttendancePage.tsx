import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function CumulativeAttendancePage() {
  return <Title order={2}>Cumulative Attendance</Title>;
}

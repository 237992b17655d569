import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function ViewAttendancePage() {
  return <Title order={2}>View Attendance</Title>;
}

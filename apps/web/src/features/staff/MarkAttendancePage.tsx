import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function MarkAttendancePage() {
  return <Title order={2}>Mark Attendance</Title>;
}

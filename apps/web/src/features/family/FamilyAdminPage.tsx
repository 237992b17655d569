import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useEndSessions, useFamilyAdmin, useSetFamilySide } from './api';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'No answer from the server. Please try again.';

/** The department's switch of the student and parent side, who has signed in, phone problems. */
export default function FamilyAdminPage() {
  const overview = useFamilyAdmin();
  const setSide = useSetFamilySide();
  const endSessions = useEndSessions();
  const status = useTimedMessage(0);
  const [phone, setPhone] = useState('');
  const data = overview.data;
  const end = (value: string) =>
    endSessions.mutate(value, {
      onSuccess: (answer) => status.show(answer.message, false),
      onError: (error) => status.show(errorText(error), true),
    });
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        Students and parents
      </Title>
      <Anchor component={Link} to="/admin">
        Back to the panel
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {overview.isPending && <Loader size="sm" aria-label="Loading" />}
      {overview.error && <StatusText text={errorText(overview.error)} error />}
      {data && (
        <>
          <Switch
            label={`Students and parents of ${data.department} may sign in`}
            checked={data.enabled}
            disabled={setSide.isPending}
            onChange={(e) =>
              setSide.mutate(e.currentTarget.checked, {
                onError: (error) => status.show(errorText(error), true),
              })
            }
          />
          <Text size="sm">
            Off by default. Turning it off ends every open student and parent session of the
            department.
          </Text>
          {data.sms.note && (
            <Text fw={600} data-testid="sms-note">
              SMS: {data.sms.note}
            </Text>
          )}
          <Title order={2} size="h3">
            Signed in
          </Title>
          {data.signedIn.length === 0 ? (
            <Text size="sm">Nobody is signed in.</Text>
          ) : (
            <Table aria-label="Student and parent sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>As</Table.Th>
                  <Table.Th>Students</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  <Table.Th>End</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.signedIn.map((s) => (
                  <Table.Tr key={`${s.kind}-${s.phone}`}>
                    <Table.Td>{s.phone}</Table.Td>
                    <Table.Td>{s.kind}</Table.Td>
                    <Table.Td>{s.registerNumbers.join(', ')}</Table.Td>
                    <Table.Td>{s.lastSeenAt.slice(0, 16).replace('T', ' ')} UTC</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => end(s.phone)}>
                        End sessions of {s.phone}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              end(phone);
            }}
          >
            <Group align="flex-end">
              <TextInput
                label="End the sessions of a phone"
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                End sessions
              </Button>
            </Group>
          </form>
          <Title order={2} size="h3">
            Phone numbers that cannot be read
          </Title>
          {data.problems.length === 0 ? (
            <Text size="sm">Every active student&apos;s numbers can be read.</Text>
          ) : (
            <Table aria-label="Phone numbers that cannot be read">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Register number</Table.Th>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>As stored</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.problems.map((p) => (
                  <Table.Tr key={`${p.registerNumber}-${p.field}`}>
                    <Table.Td>{p.registerNumber}</Table.Td>
                    <Table.Td>{p.studentName}</Table.Td>
                    <Table.Td>
                      {p.field === 'studentNumber' ? 'Student number' : 'Parent number'}
                    </Table.Td>
                    <Table.Td>{p.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}

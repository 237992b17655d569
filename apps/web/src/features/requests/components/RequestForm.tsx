import { useState, type FormEvent } from 'react';
import {
  Button,
  Chip,
  FileInput,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  PERIODS,
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  type RequestKind,
} from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';

export interface RequestFormValues {
  registerNumbers: string[];
  kind: RequestKind;
  fromDate: string;
  toDate: string;
  periods?: number[];
  reason: string;
  certificate: File | null;
}

interface Props {
  /** Staff name students by register number (several for an On Duty). */
  withRegisterNumbers: boolean;
  defaultDate: string;
  pending: boolean;
  message: { text: string; error: boolean } | null;
  onSubmit: (values: RequestFormValues) => void;
}

/** Asking On Duty, Medical Leave or Leave: days, optionally periods, a reason, a certificate. */
export function RequestForm({
  withRegisterNumbers,
  defaultDate,
  pending,
  message,
  onSubmit,
}: Props) {
  const [kind, setKind] = useState<RequestKind>('ML');
  const [fromDate, setFrom] = useState(defaultDate);
  const [toDate, setTo] = useState(defaultDate);
  const [periods, setPeriods] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [registers, setRegisters] = useState('');
  const [certificate, setCertificate] = useState<File | null>(null);
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const registerNumbers = registers.split(/[\s,;]+/).filter(Boolean);
    if (withRegisterNumbers && registerNumbers.length === 0)
      return setProblem('Enter at least one register number.');
    if (!reason.trim()) return setProblem('Please give a reason.');
    if (certificate && certificate.size > CERTIFICATE_MAX_BYTES)
      return setProblem('The certificate is over 2 MB; send a smaller file or photo.');
    setProblem('');
    onSubmit({
      registerNumbers,
      kind,
      fromDate,
      toDate: toDate || fromDate,
      ...(periods.length > 0 ? { periods: periods.map(Number) } : {}),
      reason: reason.trim(),
      certificate,
    });
  };

  return (
    <form onSubmit={submit} aria-label="New request">
      <Stack gap="sm">
        {withRegisterNumbers && (
          <Textarea
            label="Register numbers"
            description="One student, or several for an On Duty (a team, a class on a visit)"
            value={registers}
            onChange={(e) => setRegisters(e.currentTarget.value)}
            autosize
            minRows={1}
            required
          />
        )}
        <NativeSelect
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as RequestKind)}
          data={REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_KIND_LABELS[k] }))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label="From"
            value={fromDate}
            onChange={(e) => setFrom(e.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label="To"
            value={toDate}
            onChange={(e) => setTo(e.currentTarget.value)}
            required
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} id="request-periods">
            Periods (none chosen: whole days)
          </Text>
          <Chip.Group multiple value={periods} onChange={setPeriods}>
            <Group gap={6} mt={4} role="group" aria-labelledby="request-periods">
              {PERIODS.map((p) => (
                <Chip key={p} value={String(p)} size="xs">
                  P{p}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          required
        />
        <FileInput
          label="Certificate (optional)"
          description="PDF, JPEG, PNG or WebP, up to 2 MB: a photo from the phone is fine"
          accept={CERTIFICATE_TYPES.join(',')}
          value={certificate}
          onChange={setCertificate}
          clearable
        />
        <StatusText
          text={problem || message?.text || ''}
          error={problem ? true : !!message?.error}
        />
        <Button type="submit" loading={pending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}

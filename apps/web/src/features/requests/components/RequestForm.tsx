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
  REQUEST_KINDS,
  type RequestKind,
} from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
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
      return setProblem(t('requests.form.needRegister'));
    if (!fromDate) return setProblem(t('requests.form.needDate'));
    if (!reason.trim()) return setProblem(t('requests.form.needReason'));
    if (certificate && certificate.size > CERTIFICATE_MAX_BYTES)
      return setProblem(t('requests.form.tooLarge'));
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
    // noValidate: the form's own checks say what is missing in the person's language, where the
    // browser's bubble for a `required` field would speak the browser's.
    <form onSubmit={submit} aria-label={t('requests.form.label')} noValidate>
      <Stack gap="sm">
        {withRegisterNumbers && (
          <Textarea
            label={t('requests.form.registers')}
            description={t('requests.form.registersHelp')}
            value={registers}
            onChange={(e) => setRegisters(e.currentTarget.value)}
            autosize
            minRows={1}
            required
          />
        )}
        <NativeSelect
          label={t('requests.form.kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as RequestKind)}
          data={REQUEST_KINDS.map((k) => ({ value: k, label: t(`requests.kind.${k}`) }))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('requests.form.from')}
            value={fromDate}
            onChange={(e) => setFrom(e.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label={t('requests.form.to')}
            value={toDate}
            onChange={(e) => setTo(e.currentTarget.value)}
            required
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} id="request-periods">
            {t('requests.form.periods')}
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
          label={t('requests.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          required
        />
        <FileInput
          label={t('requests.form.certificate')}
          description={t('requests.form.certificateHelp')}
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
          {t('requests.form.send')}
        </Button>
      </Stack>
    </form>
  );
}

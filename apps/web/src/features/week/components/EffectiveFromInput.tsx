import { TextInput } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

/** The first day a new week is in force: today at the earliest, as the server allows. */
export function EffectiveFromInput(props: {
  value: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const t = useT();
  return (
    <TextInput
      type="date"
      label={t('week.effectiveFrom')}
      value={props.value}
      min={props.today}
      required
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

import { TextInput } from '@mantine/core';

/** The first day a new week is in force: today at the earliest, as the server allows. */
export function EffectiveFromInput(props: {
  value: string;
  today: string;
  onChange: (date: string) => void;
}) {
  return (
    <TextInput
      type="date"
      label="Takes effect from"
      value={props.value}
      min={props.today}
      required
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PublicFrame } from '../../../components/PublicFrame';
import { AppLink } from '../../../lib/navigation';
import { StatusText } from '../../../components/StatusText';
import { CaptchaStep, type CaptchaAnswer } from '../../../components/CaptchaStep';

interface Props {
  title: string;
  /** The first step: the credentials or registration form. */
  form: ReactNode;
  step: 'form' | 'captcha';
  confirmLabel: string;
  busy: boolean;
  generation: number;
  message: { text: string; error: boolean };
  link: { to: string; text: string };
  onConfirm: (answer: CaptchaAnswer) => void;
  onCancel: () => void;
}

/** Login and Register alike: a form, then the CAPTCHA step, a status line and the other page's link. */
export function AuthCard(props: Props) {
  return (
    <PublicFrame>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {props.title}
        </Title>
        {props.step === 'form' ? (
          props.form
        ) : (
          <CaptchaStep
            confirmLabel={props.confirmLabel}
            busy={props.busy}
            generation={props.generation}
            onConfirm={props.onConfirm}
            onCancel={props.onCancel}
          />
        )}
        <StatusText text={props.message.text} error={props.message.error} />
        <Text size="sm" ta="center">
          <Anchor component={AppLink} to={props.link.to}>
            {props.link.text}
          </Anchor>
        </Text>
      </Stack>
    </PublicFrame>
  );
}

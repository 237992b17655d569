import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { TIMEOUTS_MS, type Designation, nameTextProblem } from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { useCampus } from '../../../lib/use-campus';
import { register } from '../api/register';
import { failureText, isRegisterErrorText, returnsToLogin } from '../messages';
import { AuthCard } from './AuthCard';
import { useT } from '../../../lib/i18n/use-t';
import { useCaptchaSteps } from './use-captcha-steps';
import type { CaptchaAnswer } from '../../../components/CaptchaStep';

const EMPTY = {
  staffName: '',
  department: '',
  designation: '',
  email: '',
  phone: '',
  idCardNumber: '',
};
const DESIGNATIONS_OFFERED = [
  'HOD',
  'Subject_Staff',
  'Admin',
] as const satisfies readonly Designation[];

export function RegisterPage() {
  const navigate = useNavigate();
  const t = useT();
  const campus = useCampus();
  const [form, setForm] = useState(EMPTY);
  const steps = useCaptchaSteps();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate('/login'), TIMEOUTS_MS.registerReturnToLogin);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  const set = (field: keyof typeof EMPTY) => (value: string | null) =>
    setForm((current) => ({ ...current, [field]: value ?? '' }));

  function openCaptcha(event: React.FormEvent) {
    event.preventDefault();
    if (Object.values(form).some((value) => !value.trim())) {
      steps.show(t('auth.register.fillAll'), true);
      return;
    }
    steps.openCaptcha();
  }

  async function confirm(answer: CaptchaAnswer) {
    steps.setBusy(true);
    try {
      const result = await register({
        ...form,
        designation: form.designation as Designation,
        ...answer,
      });
      const text = messageOf(result) ?? JSON.stringify(result);
      steps.show(text, isRegisterErrorText(text));
      setForm(EMPTY);
      steps.backToForm();
      if (returnsToLogin(text)) setLeaving(true);
    } catch (error) {
      const text = failureText(error, t('auth.register.failed'));
      steps.show(text, true);
      if (/captcha/i.test(text)) steps.newCaptcha();
      else steps.backToForm();
    } finally {
      steps.setBusy(false);
    }
  }

  const departments = (campus.data?.departments ?? []).map((d) => ({
    value: d.code,
    label: d.name,
  }));
  return (
    <AuthCard
      title={t('auth.register.title')}
      step={steps.step}
      confirmLabel={t('auth.register.confirm')}
      busy={steps.busy}
      generation={steps.generation}
      message={steps.message}
      link={{ to: '/login', text: t('auth.register.toLogin') }}
      onConfirm={(answer) => void confirm(answer)}
      onCancel={steps.cancel}
      form={
        <form onSubmit={openCaptcha} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('auth.register.staffName')}
              value={form.staffName}
              onChange={(e) => set('staffName')(e.currentTarget.value)}
              error={nameTextProblem(form.staffName)}
              autoComplete="name"
            />
            <Select
              label={t('auth.register.department')}
              placeholder={t('auth.register.selectDepartment')}
              data={departments}
              value={form.department || null}
              onChange={set('department')}
              allowDeselect={false}
            />
            <Select
              label={t('auth.register.designation')}
              placeholder={t('auth.register.selectDesignation')}
              data={DESIGNATIONS_OFFERED.map((value) => ({
                value,
                label: t(`common.designation.${value}`),
              }))}
              value={form.designation || null}
              onChange={set('designation')}
              allowDeselect={false}
            />
            <TextInput
              label={t('auth.email')}
              type="email"
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              autoComplete="email"
            />
            <TextInput
              label={t('auth.register.phone')}
              type="tel"
              value={form.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              autoComplete="tel"
            />
            <TextInput
              label={t('auth.idCard')}
              value={form.idCardNumber}
              onChange={(e) => set('idCardNumber')(e.currentTarget.value)}
              autoComplete="off"
            />
            <Button type="submit" fullWidth>
              {t('auth.register.button')}
            </Button>
          </Stack>
        </form>
      }
    />
  );
}

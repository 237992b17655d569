import { NativeSelect } from '@mantine/core';
import { LANGUAGE_NAMES, isLanguage, type Language } from '@attendance/domain';
import { useCampus } from '../use-campus';
import { useT } from './use-t';
import { currentLanguage } from './i18n';

interface Props {
  size?: 'xs' | 'sm';
  /** Saves the choice for the signed-in person (staff or family); none before sign-in. */
  onChoose: (language: Language) => void;
}

/**
 * The language menu of every frame (issue 53): the campus config's offered languages, each in
 * its own words. A native select: small, and the phone's own picker.
 */
export function LanguagePicker({ onChoose, size = 'xs' }: Props) {
  const t = useT();
  const campus = useCampus();
  const offered = campus.data?.languages.offered ?? ['en'];
  if (offered.length < 2) return null;
  return (
    <NativeSelect
      size={size}
      aria-label={t('lang.choose')}
      data-testid="language-picker"
      value={currentLanguage()}
      data={offered.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) onChoose(value);
      }}
    />
  );
}

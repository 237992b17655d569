import {
  BUDGET_LINE,
  fillTemplate,
  smsDate,
  smsPeriod,
  type CampusConfig,
  type Language,
} from '@attendance/domain';

type Template = { text: string; templateId: string | null };
export type AlertTemplateName = 'absence' | 'shortage' | 'shortageBudget' | 'consecutive';

/** English defaults of the DLT templates (the campus config's sms section may replace each). */
export const DEFAULT_ALERT_TEMPLATES: Record<AlertTemplateName, Template> = {
  absence: {
    text: '{name} ({register}) was absent today, {date}: {periods}. — {campus}',
    templateId: null,
  },
  shortage: {
    text: '{name} ({register}) is at {percent} % in {subject}, below {line} %. — {campus}',
    templateId: null,
  },
  shortageBudget: {
    text: '{name} ({register}) must attend every remaining {subject} period this term to stay at 75 %. — {campus}',
    templateId: null,
  },
  consecutive: {
    text: '{name} ({register}) has been absent {days} teaching days in a row, since {date}. — {campus}',
    templateId: null,
  },
};

/**
 * The same texts in Hindi and Tamil (issue 53), used until a campus registers its own under
 * sms.translations. Unicode SMS (UCS-2: 70 characters in one part, 67 per part when split), so
 * they are kept short; the parts each takes are counted as it is sent. No gendered verb: a
 * template cannot know whether the student is a son or a daughter.
 */
export const DEFAULT_ALERT_TRANSLATIONS: Record<
  Exclude<Language, 'en'>,
  Record<AlertTemplateName, Template>
> = {
  hi: {
    absence: {
      text: '{name} ({register}) आज {date} को अनुपस्थित: {periods}। — {campus}',
      templateId: null,
    },
    shortage: {
      text: '{name} ({register}) की {subject} में उपस्थिति {percent} % है, {line} % से कम। — {campus}',
      templateId: null,
    },
    shortageBudget: {
      text: '{name} ({register}) को 75 % पर बने रहने के लिए इस सत्र के {subject} के सभी बचे पीरियड में उपस्थित रहना होगा। — {campus}',
      templateId: null,
    },
    consecutive: {
      text: '{name} ({register}) {date} से लगातार {days} शिक्षण दिवस अनुपस्थित। — {campus}',
      templateId: null,
    },
  },
  ta: {
    absence: {
      text: '{name} ({register}) இன்று {date} வரவில்லை: {periods}. — {campus}',
      templateId: null,
    },
    shortage: {
      text: '{name} ({register}) {subject} வருகை {percent} %, {line} % க்குக் கீழ். — {campus}',
      templateId: null,
    },
    shortageBudget: {
      text: '{name} ({register}) 75 % இல் நீடிக்க இந்தப் பருவத்தின் மீதமுள்ள எல்லா {subject} பாடவேளைகளுக்கும் வர வேண்டும். — {campus}',
      templateId: null,
    },
    consecutive: {
      text: '{name} ({register}) {date} முதல் தொடர்ந்து {days} கற்பித்தல் நாட்கள் வரவில்லை. — {campus}',
      templateId: null,
    },
  },
};

/** The campus's template of an alert in a language, else the portal's default. */
export function alertTemplate(
  campus: CampusConfig,
  name: AlertTemplateName,
  language: Language,
): Template {
  if (language === 'en') return campus.sms?.[name] ?? DEFAULT_ALERT_TEMPLATES[name];
  return campus.sms?.translations?.[language]?.[name] ?? DEFAULT_ALERT_TRANSLATIONS[language][name];
}

/** What a shortage alert says, fixed when the crossing was found. */
export interface ShortageFacts {
  subject: string;
  percent: number;
  line: number;
}
/** What a consecutive-absence alert says. */
export interface ConsecutiveFacts {
  days: number;
  first: string;
}

export interface ComposedText {
  text: string;
  language: Language;
  templateId: string | null;
  variables: Record<string, string>;
}

function compose(
  campus: CampusConfig,
  language: Language,
  name: AlertTemplateName,
  values: Record<string, string>,
): ComposedText {
  const template = alertTemplate(campus, name, language);
  const variables = { ...values, campus: campus.shortLabel };
  return {
    text: fillTemplate(template.text, variables),
    language,
    templateId: template.templateId,
    variables,
  };
}

export function absenceText(
  campus: CampusConfig,
  language: Language,
  who: { name: string; register: string },
  day: string,
  periods: { period: number; subject_name: string }[],
): ComposedText {
  return compose(campus, language, 'absence', {
    ...who,
    date: smsDate(day, language),
    periods: periods.map((p) => smsPeriod(p.period, p.subject_name, language)).join(', '),
  });
}

export function shortageText(
  campus: CampusConfig,
  language: Language,
  who: { name: string; register: string },
  facts: ShortageFacts,
): ComposedText {
  return compose(campus, language, facts.line === BUDGET_LINE ? 'shortageBudget' : 'shortage', {
    ...who,
    subject: facts.subject,
    percent: facts.percent.toFixed(2),
    line: String(facts.line),
  });
}

export function consecutiveText(
  campus: CampusConfig,
  language: Language,
  who: { name: string; register: string },
  facts: ConsecutiveFacts,
): ComposedText {
  return compose(campus, language, 'consecutive', {
    ...who,
    days: String(facts.days),
    date: smsDate(facts.first, language),
  });
}

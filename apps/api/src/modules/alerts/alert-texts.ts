import { BUDGET_LINE, fillTemplate, smsDate, type CampusConfig } from '@attendance/domain';

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
  templateId: string | null;
  variables: Record<string, string>;
}

function compose(campus: CampusConfig, name: AlertTemplateName, values: Record<string, string>) {
  const template = campus.sms?.[name] ?? DEFAULT_ALERT_TEMPLATES[name];
  const variables = { ...values, campus: campus.shortLabel };
  return {
    text: fillTemplate(template.text, variables),
    templateId: template.templateId,
    variables,
  };
}

export function absenceText(
  campus: CampusConfig,
  who: { name: string; register: string },
  day: string,
  periods: { period: number; subject_name: string }[],
): ComposedText {
  return compose(campus, 'absence', {
    ...who,
    date: smsDate(day),
    periods: periods.map((p) => `P${p.period} ${p.subject_name}`).join(', '),
  });
}

export function shortageText(
  campus: CampusConfig,
  who: { name: string; register: string },
  facts: ShortageFacts,
): ComposedText {
  return compose(campus, facts.line === BUDGET_LINE ? 'shortageBudget' : 'shortage', {
    ...who,
    subject: facts.subject,
    percent: facts.percent.toFixed(2),
    line: String(facts.line),
  });
}

export function consecutiveText(
  campus: CampusConfig,
  who: { name: string; register: string },
  facts: ConsecutiveFacts,
): ComposedText {
  return compose(campus, 'consecutive', {
    ...who,
    days: String(facts.days),
    date: smsDate(facts.first),
  });
}

/**
 * Mantine draws hints in its 'dimmed' grey, below 4.5:1 on white; hints here use the body
 * colour so that they stay readable (and pass the contrast check) in both themes.
 */
export const READABLE_HINTS = {
  description: { color: 'var(--mantine-color-text)' },
} as const;

/** Mantine's yellow on pale yellow is below 4.5:1; the title of the warning uses the body colour. */
export const READABLE_ALERT_TITLE = {
  title: { color: 'var(--mantine-color-text)' },
} as const;

/**
 * Every field of Add Student is required (the page says so once). Mantine's asterisk would be
 * read out as part of each label ('Batch *'), so the fields are marked for assistive technology
 * only.
 */
export const REQUIRED = { required: true, withAsterisk: false } as const;

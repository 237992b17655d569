/**
 * A translator over pairs of English templates and their translation (issue 53): an exact text
 * first, then the templates with `{parts}`, each part matching any text and carried into the
 * translation. A text not among them comes back unchanged. The server's messages and workbooks
 * and the web app's PDFs use it alike.
 */
const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

interface Pattern {
  regex: RegExp;
  names: string[];
  translated: string;
}

/** How deep `nested` goes: a message, its parts, theirs (a class label inside a conflict). */
const MAX_DEPTH = 4;

/**
 * `nested`: each part a template carries over is itself looked up first, so a composed message
 * ('Tue P3: Anand already teaches CSE2023-2027 year 2 semester 3 then.') reads whole in the
 * translation. Off by default: a report's labels and a workbook's cells carry their parts as they
 * are.
 */
export function templateTranslator(
  pairs: readonly (readonly [english: string, translated: string])[],
  options: { nested?: boolean } = {},
): (text: string) => string {
  const exact = new Map(pairs.filter(([english]) => !HAS_PLACEHOLDER.test(english)));
  const patterns: Pattern[] = pairs
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translated]) => {
      const names: string[] = [];
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => {
          if (index % 2 === 1) {
            names.push(part);
            return '(.*?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { regex: new RegExp(`^${source}$`, 's'), names, translated };
    });
  const translate = (text: string, depth: number): string => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const part = (value: string) =>
        options.nested && depth < MAX_DEPTH && value ? translate(value, depth + 1) : value;
      const values = new Map(pattern.names.map((name, i) => [name, part(match[i + 1] ?? '')]));
      return pattern.translated.replace(
        PLACEHOLDER,
        (_all, name: string) => values.get(name) ?? '',
      );
    }
    return text;
  };
  return (text) => translate(text, 0);
}

/** The placeholders of a template, in order: `{register}` → 'register'. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

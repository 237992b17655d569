// Line breaking for text the report text layer shapes itself (jsPDF's splitTextToSize measures
// each character in Helvetica).

/** Greedy word wrap at spaces; a word wider than the line breaks between its graphemes. */
export function wrap(
  paragraph: string,
  maxUnits: number,
  width: (text: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces = paragraph.split(/(?<= )/);
  for (const piece of pieces) {
    const candidate = line + piece;
    if (!line || width(candidate.trimEnd()) <= maxUnits) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece;
  }
  lines.push(line.trimEnd());
  return lines.flatMap((text) =>
    width(text) <= maxUnits ? [text] : breakWord(text, maxUnits, width),
  );
}

function breakWord(text: string, maxUnits: number, width: (text: string) => number): string[] {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  const lines: string[] = [];
  let line = '';
  for (const { segment } of graphemes) {
    if (line && width(line + segment) > maxUnits) {
      lines.push(line);
      line = '';
    }
    line += segment;
  }
  if (line) lines.push(line);
  return lines;
}

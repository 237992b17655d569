import { describe, expect, it } from 'vitest';
import { placeholdersOf, templateTranslator } from '../src';

// The one matcher of English texts to their translation (issue 53): exact texts, then templates
// in order, each `{part}` carried over; with `nested`, the parts are looked up in turn.
const PAIRS = [
  ['Not found', 'नहीं मिला'],
  ['{first} (and {n} more)', '{first} (और {n} अन्य)'],
  ['{staff} already teaches {class} then.', '{staff} उस समय पहले से {class} को पढ़ाते हैं।'],
  ['{batch} year {year} semester {semester}', '{batch} वर्ष {year} सेमेस्टर {semester}'],
  ['{where}: {problem}', '{where}: {problem}'],
] as const;

describe('templateTranslator', () => {
  const flat = templateTranslator(PAIRS);
  const nested = templateTranslator(PAIRS, { nested: true });
  const message = 'Tue P2: Anand already teaches CSE year 2 semester 3 then. (and 1 more)';

  it('matches an exact text, then the first template that fits, else gives the text back', () => {
    expect(flat('Not found')).toBe('नहीं मिला');
    expect(flat('Anand already teaches CSE then.')).toBe('Anand उस समय पहले से CSE को पढ़ाते हैं।');
    expect(flat('Something new.')).toBe('Something new.');
  });

  it('carries the parts as they are unless asked to translate them too', () => {
    expect(flat(message)).toBe(
      'Tue P2: Anand already teaches CSE year 2 semester 3 then. (और 1 अन्य)',
    );
    expect(nested(message)).toBe(
      'Tue P2: Anand उस समय पहले से CSE वर्ष 2 सेमेस्टर 3 को पढ़ाते हैं। (और 1 अन्य)',
    );
    expect(nested('name: Something new.')).toBe('name: Something new.');
  });

  it('names the placeholders of a template in order', () => {
    expect(placeholdersOf('{first} (and {n} more)')).toEqual(['first', 'n']);
  });
});

import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { nameMatches } from '@attendance/domain';

/**
 * A Select's search by name in the campus collation (the domain's nameMatches, as the server
 * reads names): 'emile' finds 'Émile', and an Indian name is found by whole letters.
 */
export function nameFilter(locale: string | undefined): OptionsFilter {
  return ({ options, search, limit }) => {
    const found: ComboboxParsedItem[] = [];
    for (const option of options) {
      if ('group' in option || !nameMatches(option.label, search, locale)) continue;
      found.push(option);
      if (found.length >= limit) break;
    }
    return found;
  };
}

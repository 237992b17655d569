const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for the HTML written by hand: the shells' and the class rows' (names, words, addresses). */
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

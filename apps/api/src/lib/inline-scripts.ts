/**
 * The texts of a page's inline scripts (those without `src`), in order: the server allows them
 * by their hashes (plugins/security.ts) and the bench counts them as the page's JavaScript.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

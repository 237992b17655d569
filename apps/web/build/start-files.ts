import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

const APP_START = /src[\\/]app[\\/]start\.tsx$/;
const FAMILY_START = /src[\\/]app[\\/]family-start\.tsx$/;
const FAMILY_HOME = /src[\\/]features[\\/]family[\\/]FamilyHomePage\.tsx$/;
const APP_CATALOG = /virtual:i18n\/(\w+)\/app$/;

/**
 * A chunk's file and every file it imports, the entry left out (index.html fetches it anyway),
 * with their style sheets: what a dynamic import of it waits for.
 */
function filesOf(chunks: Chunk[], test: RegExp): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId)));
  return [...seen].map((file) => `/${file}`);
}

/**
 * What the first file imports next, named on the built page's meta[name=app-files] for
 * index.html's first script (issues 50 and 56): the whole app's start (data-app-start) for any
 * path but the light login page's and the family side's; at /family… the side's start, and at
 * /family/home the home page and the chosen language's catalog. Asked for beside the entry
 * instead of one round trip after another once each has run; plain preloads, downloaded now
 * and compiled when the app imports them.
 */
export function startFiles(): Plugin {
  return {
    name: 'start-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        );
        const app = filesOf(chunks, APP_START);
        const start = filesOf(chunks, FAMILY_START);
        const home = filesOf(chunks, FAMILY_HOME).filter((file) => !start.includes(file));
        if (!app.length || !start.length || !home.length) {
          throw new Error('start-files: no app, family or home chunks');
        }
        const catalogs = chunks.flatMap((c) => {
          const language = c.facadeModuleId && APP_CATALOG.exec(c.facadeModuleId)?.[1];
          return language ? [` data-catalog-${language}="/${c.fileName}"`] : [];
        });
        const meta = '<meta name="app-files"';
        if (!html.includes(meta)) throw new Error('start-files: no meta[name=app-files]');
        const named = [
          ` data-app-start="${app.join(' ')}"`,
          ` data-family="${start.join(' ')}"`,
          ` data-family-home="${home.join(' ')}"`,
          ...catalogs,
        ];
        return html.replace(meta, `${meta}${named.join('')}`);
      },
    },
  };
}

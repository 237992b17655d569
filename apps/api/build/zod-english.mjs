// zod exports its 40-odd locales as one namespace (`z.locales`), and because `z` is used whole
// somewhere in the server, esbuild cannot tell that no other locale is read: each bundle carried
// them all, 0.37 MB of text that every thread (the server, each report worker) holds from its
// start. The server uses zod's English only (its own words for other languages are in
// modules/languages), which zod sets itself on its first schema (classic/schemas.js imports
// locales/en.js directly). So the namespace's index is replaced by one naming English alone;
// `z.locales.en` still works, any other locale would be undefined (docs/performance.md, "rss
// (tenth session)").
import { dirname } from 'node:path';

/** The locales index of zod v4, as its ES modules and its CommonJS files name it. */
const LOCALES_INDEX = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.(c?js)$/;
const ENGLISH_ESM = 'export { default as en } from "./en.js";';
// en.cjs sets module.exports to the function itself, as the full index's __importDefault reads it.
const ENGLISH_CJS = 'const en = require("./en.cjs"); exports.en = en.__esModule ? en.default : en;';

export function zodEnglishOnly() {
  return {
    name: 'zod-english-only',
    /** @param {import('esbuild').PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: LOCALES_INDEX }, (args) => ({
        contents: args.path.endsWith('.cjs') ? ENGLISH_CJS : ENGLISH_ESM,
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The scan behind "a screen string not in a catalog fails" (issue 53): in the web app's source,
 * any JSX text with a letter, any string given to a prop a person reads (label, title,
 * placeholder…), and any such string in an object's label/title/message/description, is a
 * string outside the catalogs. Words from a catalog come through t('key'), never as literals.
 */
export const SRC = resolve(import.meta.dirname, '../../src');

/** Props and object keys whose string a person reads or hears. */
const VISIBLE = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'confirmLabel',
  'cancelLabel',
  'text',
  'message',
  'error',
  'caption',
  'emptyText',
  'heading',
  'legend',
  'nothingFoundMessage',
  'tooltip',
  'labels',
]);

/** Text that needs no translation: no letter at all, or a mark such as '×', '—', '1.'. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  }
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' | ');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

function nameOf(name: ts.Node): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** The screen strings of one source file. */
export function scanSource(source: string, fileName: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const add = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    const before = source.split('\n')[line - 1] ?? '';
    if (before.includes('i18n-ignore')) return;
    findings.push({ file: fileName, line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE.has(nameOf(node.name))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) add(node, text);
    }
    if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text && hasWords(text)) add(node, text);
    }
    if (ts.isPropertyAssignment(node) && VISIBLE.has(nameOf(node.name))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** Every file of the web app's source ending in one of `endings`, relative to src/. */
export function sourceFiles(endings: string[] = ['.tsx']): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return endings.some((e) => entry.name.endsWith(e)) ? [relative(SRC, path)] : [];
    });
  return walk(SRC).sort();
}

/** The screens: every .tsx file. */
export const screenFiles = () => sourceFiles();

export function scanFile(path: string): Finding[] {
  return scanSource(readFileSync(join(SRC, path), 'utf8'), path);
}

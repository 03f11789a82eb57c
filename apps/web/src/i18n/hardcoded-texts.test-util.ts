import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds words written into components' markup (hardcoded-text.test.ts). Also run by hand:
 * `npx tsx apps/web/src/i18n/hardcoded-texts.test-util.ts` lists what is left, per file.
 */
/** Attributes whose value a person reads or a screen reader speaks. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'heading',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
/** Object properties that hold what a page shows (menus, columns, options, toasts). */
const READ_PROPERTIES = new Set([
  'label',
  'title',
  'description',
  'header',
  'heading',
  'placeholder',
  'message',
  'text',
  'hint',
  'help',
  'emptyText',
  'confirmLabel',
  'ariaLabel',
]);
/** Calls that show their text argument. */
const TOAST_CALL = /^(toast|notify|showToast)(\.\w+)?$|\.toast$/;
/** A sentence or a phrase a person reads, not an identifier ('sold_out', 'text-sm'). */
const looksLikeProse = (text: string) =>
  (hasWords(text) && /^[\p{Lu}]|\s/u.test(text.trim()) && !/^[\w-]+$/.test(text.trim())) ||
  (/^[\p{Lu}][\p{Ll}]+$/u.test(text.trim()) && hasWords(text));

/** Names, units and symbols that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Tikiti',
  'M-Pesa',
  'WhatsApp',
  'Google',
  'Paystack',
  'PostHog',
  'KES',
  'Ksh',
  'QR',
  'PDF',
  'CSV',
  'SMS',
  'OK',
  'Kiswahili',
  'English',
  'Facebook',
  'Instagram',
  'TikTok',
  'X',
  'LinkedIn',
  'Email',
]);
/** Not pages: tests, test helpers and the developer-only debug pages. */
export const NOT_PAGES =
  /(\.test\.tsx?$|\.test-util\.tsx?$|\/testing\/|\/test\/|debug-|tags-test|features\/analytics\/components\/)/;

export function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return components(file);
    return /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_PAGES.test(file) ? [file] : [];
  });
}

const hasWords = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2,}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed);
};

/** Words written into one component's markup, as 'line: text'. */
export function hardcodedTexts(source: string, fileName = 'component.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.replace(/\s+/g, ' ').trim()}`);
  const literalText = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    return null;
  };
  /** What an expression placed in the markup shows: itself, or the branches of ?:, || and ??. */
  const shown = (node: ts.Expression): void => {
    const expression = ts.isParenthesizedExpression(node) ? node.expression : node;
    const text = literalText(expression);
    if (text !== null) {
      if (hasWords(text)) report(expression, text);
    } else if (ts.isConditionalExpression(expression)) {
      shown(expression.whenTrue);
      shown(expression.whenFalse);
    } else if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
        expression.operatorToken.kind,
      )
    ) {
      shown(expression.right);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) shown(node.expression);
    else if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) {
        if (hasWords(init.text)) report(init, init.text);
      } else if (ts.isJsxExpression(init) && init.expression) shown(init.expression);
    } else if (
      ts.isPropertyAssignment(node) &&
      READ_PROPERTIES.has(node.name.getText(file).replace(/['"]/g, '')) &&
      !ts.isJsxExpression(node.parent.parent)
    ) {
      const text = literalText(node.initializer);
      if (text !== null && looksLikeProse(text)) report(node.initializer, text);
    } else if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(file))) {
      for (const arg of node.arguments) {
        const text = literalText(arg);
        if (text !== null && hasWords(text)) report(arg, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

if (process.argv[1]?.endsWith('hardcoded-texts.test-util.ts')) {
  const src = path.join(import.meta.dirname, '..');
  let total = 0;
  for (const file of components(src)) {
    const found = hardcodedTexts(readFileSync(file, 'utf8'), file);
    if (found.length === 0) continue;
    total += found.length;
    console.log(`${found.length}\t${path.relative(src, file)}`);
  }
  console.log(`${total}\ttotal`);
}

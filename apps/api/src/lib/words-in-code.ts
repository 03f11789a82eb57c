import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds person-facing sentences written in code rather than in the message files (decision 026,
 * "One home for words"): a string literal or template that reads as a sentence (a capital, at
 * least three words, a full stop, `!` or `?` at the end, or a sentence inside it). Developer
 * words are left alone: log lines, thrown `Error`s (a 500 hides them), Zod's and OpenAPI's
 * descriptions, SQL, and the lines of `ALLOWED` below.
 */
export type Finding = { file: string; line: number; text: string };

/** Calls whose string arguments people never read. */
const DEVELOPER_CALLEE =
  /(^|\.)(log|logger|console|warn|info|debug|error|trace|fatal|describe|it|test|sql|raw|Error|TypeError|RangeError|assert|fail)$/;
/** Properties whose values are for developers (OpenAPI, Zod, logs). */
const DEVELOPER_PROPERTY = /^(description|summary|msg|hint|detail|sql|comment|usage|help)$/;

const SENTENCE = /^[\p{Lu}"'‘“(][^\n]*\s\S+\s\S+[^\n]*[.!?:]["'’”)]?$|[\p{Ll})][.!?]\s+\p{Lu}\p{Ll}+\s\S+\s\S+/u;

/** Template text with each `${...}` as one word. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join('');
  return undefined;
}

function isDeveloperContext(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText();
      if (DEVELOPER_CALLEE.test(callee) || /\.describe$/.test(callee)) return true;
    }
    if (ts.isTaggedTemplateExpression(at)) return true;
    if (ts.isPropertyAssignment(at) && DEVELOPER_PROPERTY.test(at.name.getText())) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

export function sentencesIn(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined) {
      const t = text.trim();
      if (SENTENCE.test(t) && /\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(t) && !isDeveloperContext(node)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file, line, text: t });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every finding in the TypeScript (not tests) under the given folders, as `path:line`. */
export function sentencesUnder(root: string, folders: string[]): Finding[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !/\.(test|spec)\.ts$|\.d\.ts$|(^|[\\/])test[\\/]|test-util/.test(f))
      .sort()
      .flatMap((f) => {
        const rel = path.join(folder, f).split(path.sep).join('/');
        return sentencesIn(rel, readFileSync(path.join(root, rel), 'utf8'));
      }),
  );
}

if (process.argv[1]?.endsWith('words-in-code.ts')) {
  const root = path.resolve(import.meta.dirname, '../../../..');
  for (const f of sentencesUnder(root, ['apps/api/src', 'packages/contracts/src']))
    console.log(`${f.file}:${f.line}  ${f.text.slice(0, 110)}`);
}

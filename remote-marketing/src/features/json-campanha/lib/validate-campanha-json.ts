import { campanhaInputSchema, type CampanhaInput } from '@colabora/shared/contracts/campanhas';
import { describeIssue } from '@colabora/shared/contracts/describe-issue';
import type { Tree } from '@lezer/common';
import * as v from '@colabora/shared/schema';
import { comNomeDoCampo } from './campos-da-campanha';
import { rangeOfPath, type Range } from './json-paths';

/** One thing wrong with the document, where it is and what to do, in pt-BR. */
export type JsonProblem = Range & { line: number; message: string };

export type CampanhaJsonCheck = { input: CampanhaInput | null; problems: JsonProblem[] };

const ROOT_MESSAGE = 'O JSON da campanha precisa ser um objeto { … } com os campos da campanha.';
const SYNTAX_MESSAGE = 'JSON inválido aqui: confira vírgulas, aspas e chaves.';

const lineAt = (doc: string, pos: number) => doc.slice(0, pos).split('\n').length;

/**
 * Checks the editor's text as the API will: first the JSON syntax (on the tree, so the marker sits
 * on the broken spot), then the same valibot contract POST/PUT /api/campanhas use, every issue at
 * the line of its field, worded as the API words its refusals, the field named as the form names it.
 * @example validateCampanhaJson(doc, jsonParser.parse(doc)).problems[0] // { line: 12, message: 'Intervalo inválido.', … }
 */
export function validateCampanhaJson(doc: string, tree: Tree): CampanhaJsonCheck {
  const syntax: JsonProblem[] = [];
  tree.iterate({
    enter(node) {
      if (!node.type.isError || syntax.length) return;
      const from = Math.min(node.from, Math.max(doc.length - 1, 0));
      syntax.push({ from, to: Math.max(node.to, from + 1), line: lineAt(doc, from), message: SYNTAX_MESSAGE });
    },
  });
  if (!doc.trim()) return { input: null, problems: [{ from: 0, to: 0, line: 1, message: ROOT_MESSAGE }] };
  if (syntax.length) return { input: null, problems: syntax };

  let value: unknown;
  try {
    value = JSON.parse(doc);
  } catch {
    return { input: null, problems: [{ from: 0, to: Math.min(doc.length, 1), line: 1, message: SYNTAX_MESSAGE }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { input: null, problems: [{ from: 0, to: Math.min(doc.length, 1), line: 1, message: ROOT_MESSAGE }] };
  }
  const result = v.safeParse(campanhaInputSchema, value, { abortPipeEarly: true });
  if (result.success) return { input: result.output, problems: [] };

  const seen = new Set<string>();
  const problems: JsonProblem[] = [];
  for (const issue of result.issues) {
    const path = issue.path?.map((item) => item.key as string | number) ?? [];
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const range = rangeOfPath(tree, doc, path);
    problems.push({
      ...range,
      line: lineAt(doc, range.from),
      message: comNomeDoCampo(describeIssue(issue, ROOT_MESSAGE), key || null),
    });
  }
  return { input: null, problems: problems.sort((a, b) => a.from - b.from) };
}

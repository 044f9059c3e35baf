import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  ensureSyntaxTree,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import { linter, lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { toJsonSchema } from '@valibot/to-json-schema';
import { campanhaInputSchema } from '@colabora/shared/contracts/campanhas';
import { useEffect, useRef } from 'react';
import { objectAtCursor } from '../lib/json-paths';
import { missingKeys, type SchemaNode } from '../lib/schema-keys';
import { validateCampanhaJson, type CampanhaJsonCheck } from '../lib/validate-campanha-json';

/** The JSON Schema of the campaign, from the contract the API validates with (transforms left out). */
export const CAMPANHA_JSON_SCHEMA = toJsonSchema(campanhaInputSchema, { errorMode: 'ignore' }) as SchemaNode;

/** Checks the whole document (the tree parsed to its end, so a long JSON is never half-checked). */
export function checkState(state: EditorState): CampanhaJsonCheck {
  const doc = state.doc.toString();
  const tree = ensureSyntaxTree(state, state.doc.length, 1000) ?? syntaxTree(state);
  return validateCampanhaJson(doc, tree);
}

/** Offers the keys the object under the cursor may still have, from the JSON Schema. */
const completeKeys: CompletionSource = (context) => {
  const doc = context.state.doc.toString();
  const at = objectAtCursor(syntaxTree(context.state), doc, context.pos);
  if (!at) return null;
  const word = context.matchBefore(/"?[\w]*/);
  if (!context.explicit && (!word || word.from === word.to)) return null;
  const options = missingKeys(CAMPANHA_JSON_SCHEMA, at.path, at.keys).map((item) => ({
    label: `"${item.key}"`,
    detail: item.required ? `${item.detail} · obrigatório` : item.detail,
    type: 'property',
    apply: `"${item.key}": ${item.template}`,
  }));
  return options.length ? { from: Math.min(at.from, word?.from ?? context.pos), options, validFor: /^"?\w*$/ } : null;
};

export type JsonEditorProps = {
  /** The text to show; a new value replaces the document (loading another campaign, importing a file). */
  value: string;
  readOnly: boolean;
  onChange: (text: string) => void;
  /** Every check's result, for the problems list beside the editor. */
  onCheck: (check: CampanhaJsonCheck) => void;
};

/**
 * CodeMirror 6 on the campaign's JSON: syntax colours, markers at the line of each problem (the
 * same valibot contract the API uses), completion of keys (Ctrl+Espaço) from the JSON Schema, and
 * undo. Loaded only when the screen opens.
 */
export default function JsonEditor({ value, readOnly, onChange, onCheck }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onCheck });
  callbacks.current = { onChange, onCheck };

  useEffect(() => {
    if (!host.current) return undefined;
    const lint = linter(
      (current): Diagnostic[] => {
        const check = checkState(current.state);
        callbacks.current.onCheck(check);
        return check.problems.map((problem) => ({
          from: problem.from,
          to: problem.to,
          severity: 'error',
          message: problem.message,
        }));
      },
      { delay: 300 },
    );
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          lintGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          lint,
          autocompletion({ override: [completeKeys] }),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            ...lintKeymap,
            indentWithTab,
          ]),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': 'JSON da campanha' }),
          EditorView.lineWrapping,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    callbacks.current.onCheck(checkState(editor.state));
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per mount; `value` changes are applied below without remaking it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    callbacks.current.onCheck(checkState(editor.state));
  }, [value]);

  return <div ref={host} className="json-campanha__editor" />;
}

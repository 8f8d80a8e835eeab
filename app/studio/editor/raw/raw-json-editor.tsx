import CodeMirror, { EditorView, type ViewUpdate } from '@uiw/react-codemirror';
import { jsonSchema, jsonSchemaLinter } from 'codemirror-json-schema';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../components/alert';
import { rawJsonVerdict, type RawJsonVerdict } from './raw-json-verdict';

interface RawJsonEditorProps {
  value: unknown;
  schema: object;
  onChange(next: unknown): void;
  /** The editor's accessible name. */
  label?: string;
}

const schemaLinter = jsonSchemaLinter();

/**
 * The definition as JSON, checked against its JSON Schema as it is typed (with completion and hover help).
 * Text that parses and matches the schema replaces the draft; anything else is shown and kept here only.
 */
export function RawJsonEditor({ value, schema, onChange, label = 'Definition as JSON' }: RawJsonEditorProps) {
  const statusId = useId();
  const [seen, setSeen] = useState<unknown>(value);
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [verdict, setVerdict] = useState<RawJsonVerdict>({ kind: 'applied' });

  // An edit made elsewhere (the form, undo) replaces the text; our own applied edit does not.
  if (value !== seen) {
    setSeen(value);
    setText(JSON.stringify(value, null, 2));
    setVerdict({ kind: 'applied' });
  }

  const extensions = useMemo(
    () => [jsonSchema(schema as Parameters<typeof jsonSchema>[0]), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': statusId })],
    [schema, label, statusId],
  );

  const onEdit = (next: string, update: ViewUpdate) => {
    setText(next);
    const result = rawJsonVerdict(next, () => schemaLinter(update.view).filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.message));
    setVerdict(result.verdict);
    if (result.verdict.kind === 'applied') {
      setSeen(result.value);
      onChange(result.value);
    }
  };

  return (
    <div className="space-y-2">
      <div id={statusId}>
        {verdict.kind === 'applied' ? (
          <p role="status" className="text-sm text-slate-700">
            The JSON matches the schema; edits here update the draft.
          </p>
        ) : (
          <Alert tone="error">
            {verdict.kind === 'syntax' ? `Not valid JSON: ${verdict.message}` : `Does not match the schema (${verdict.messages.length}): ${verdict.messages.slice(0, 3).join('; ')}`} The draft keeps its last valid
            version.
          </Alert>
        )}
      </div>
      <CodeMirror value={text} onChange={onEdit} extensions={extensions} minHeight="20rem" basicSetup={{ foldGutter: true, highlightActiveLine: true }} />
    </div>
  );
}

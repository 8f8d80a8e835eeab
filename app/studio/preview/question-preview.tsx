import { useId, useState } from 'react';
import { initialValue, validateAnswer, type Flow } from '../../../engine';
import { rendererFor, useRendererTable } from '../../../renderers/questions';
import { inputClass } from '../components/text-field';
import { questionChoiceLabel } from '../editor/flow-form/jump-select';
import { PreviewFrame } from './preview-frame';

interface QuestionPreviewProps {
  flow: Flow;
  question: number;
  onSelect(question: number): void;
}

/** The selected question drawn by the site's own renderer (the one the funnel's table ranks highest for it). */
export function QuestionPreview({ flow, question, onSelect }: QuestionPreviewProps) {
  const selectId = useId();
  const index = flow.questions[question] ? question : 0;
  const current = flow.questions[index];
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <label htmlFor={selectId} className="block text-sm font-medium">
          Question to preview
        </label>
        <select id={selectId} value={index} onChange={(event) => onSelect(Number(event.target.value))} className={inputClass}>
          {flow.questions.map((item, at) => (
            <option key={at} value={at}>
              {questionChoiceLabel(item)}
            </option>
          ))}
        </select>
      </div>
      {current ? (
        <PreviewFrame>
          <RenderedQuestion key={`${index}:${JSON.stringify(current)}`} flow={flow} index={index} />
        </PreviewFrame>
      ) : (
        <p>The flow has no question.</p>
      )}
    </div>
  );
}

function RenderedQuestion({ flow, index }: { flow: Flow; index: number }) {
  const table = useRendererTable();
  const question = flow.questions[index]!;
  const [value, setValue] = useState<unknown>(() => initialValue(question));
  const [touched, setTouched] = useState(false);
  const [committed, setCommitted] = useState<string | null>(null);
  const base = useId();
  const ids = { input: `${base}input`, label: `${base}title`, description: question.subTitle ? `${base}sub` : undefined, error: `${base}error` };
  const context = { variant: flow.variant };
  const Renderer = rendererFor(question, context, table);
  const checked = validateAnswer(question, value, {});
  return (
    <div>
      <h2 id={ids.label} className="text-2xl font-bold text-brand-900">
        {question.title}
      </h2>
      {question.subTitle && (
        <p id={ids.description} className="mt-2 text-slate-700">
          {question.subTitle}
        </p>
      )}
      <div className="mt-6">
        <Renderer
          question={question}
          value={value}
          onChange={setValue}
          onCommit={(next) => {
            setValue(next);
            setTouched(true);
            setCommitted(JSON.stringify(next));
          }}
          onBlur={() => setTouched(true)}
          error={touched && !checked.ok ? checked.message : null}
          ids={ids}
          disabled={false}
          context={context}
        />
      </div>
      {committed && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Chosen: {committed}
        </p>
      )}
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { flowIndex, initialValue, validateAnswer, walkFixture, type Flow } from '../../../engine';
import { rendererFor, useRendererTable } from '../../../renderers/questions';
import { BoundSelect } from '../editor/flow-form/bound-fields';
import { questionChoiceLabel } from '../editor/flow-form/jump-select';
import { useDraftFixtures } from '../editor/qa-paths/use-draft-fixtures';
import { PreviewFrame } from './preview-frame';

interface QuestionPreviewProps {
  draftId: string;
  flow: Flow;
  question: number;
  onSelect(question: number): void;
}

/** A QA path walked on the draft: each question it shows (by file index) with the answer it ends with. */
function pathSteps(flow: Flow, fixture: Parameters<typeof walkFixture>[1]): { fileIndex: number; key: string; answer: unknown }[] {
  const walk = walkFixture(flow, fixture);
  const index = flowIndex(flow, fixture.loanType);
  return walk.shown.flatMap((key) => {
    const at = index.keys.indexOf(key);
    return at < 0 ? [] : [{ fileIndex: index.fileIndexes[at]!, key, answer: walk.answers[key] }];
  });
}

/** The selected question drawn by the site's own renderer (the one the funnel's table ranks highest for it). */
export function QuestionPreview({ draftId, flow, question, onSelect }: QuestionPreviewProps) {
  const selectId = useId();
  const pathId = useId();
  const [fixtures] = useDraftFixtures(draftId);
  const [pathName, setPathName] = useState('');
  const available = fixtures.status === 'ready' ? fixtures.data.fixtures : [];
  const chosen = available.find((fixture) => fixture.name === pathName);
  const steps = useMemo(() => (chosen ? pathSteps(flow, chosen) : []), [flow, chosen]);
  const index = flow.questions[question] ? question : 0;
  const current = flow.questions[index];
  const preset = steps.find((step) => step.fileIndex === index);
  return (
    <div className="space-y-4">
      <BoundSelect
        id={selectId}
        label="Question to preview"
        className="max-w-md"
        value={String(index)}
        onChange={(value) => onSelect(Number(value ?? 0))}
        choices={flow.questions.map((item, at) => ({ value: String(at), label: questionChoiceLabel(item) }))}
      />
      <BoundSelect
        id={pathId}
        label="Answers from a QA path"
        className="max-w-md"
        value={pathName}
        onChange={(value) => setPathName(value ?? '')}
        emptyLabel="None: the question as a visitor first sees it"
        choices={available.map((fixture) => ({ value: fixture.name, label: fixture.name }))}
      />
      {steps.length > 0 && (
        <nav aria-label="Questions on this path">
          <ol className="flex flex-wrap gap-2 text-sm">
            {steps.map((step, at) => (
              <li key={`${at}:${step.key}`}>
                <button type="button" aria-current={step.fileIndex === index ? 'step' : undefined} onClick={() => onSelect(step.fileIndex)} className="rounded border border-slate-300 px-2 py-1 aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold">
                  {at + 1}. {step.key}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {current ? (
        <PreviewFrame>
          <RenderedQuestion key={`${index}:${JSON.stringify(current)}:${pathName}`} flow={flow} index={index} preset={preset ? { value: preset.answer } : null} />
        </PreviewFrame>
      ) : (
        <p>The flow has no question.</p>
      )}
    </div>
  );
}

function RenderedQuestion({ flow, index, preset }: { flow: Flow; index: number; preset: { value: unknown } | null }) {
  const table = useRendererTable();
  const question = flow.questions[index]!;
  const [value, setValue] = useState<unknown>(() => (preset && preset.value !== undefined ? preset.value : initialValue(question)));
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

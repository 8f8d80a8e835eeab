import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Flow } from '../../../engine';
import type { FormDefinition } from '../../domain/forms/form-types';
import flowSchema from '../../../definitions/schema/flow.schema.json';
import formSchema from '../../../definitions/schema/form.schema.json';
import { messageOf } from '../api/studio-client';
import type { Draft, GateReport } from '../../domain/studio/studio-contract';
import { CheckPanel } from './check/check-panel';
import { DiscardDraft } from './discard-draft';
import { DraftToolbar } from './draft-toolbar';
import { PreviewLink } from './preview-link';
import { FlowFormView } from './flow-form/flow-form-view';
import { FormFieldsView } from './form-fields/form-fields-view';
import { addJump } from './flow-edits';
import { QaPathsView } from './qa-paths/qa-paths-view';
import { pointerSegments, pointerTarget } from './pointer-selection';
import { QuestionPreview } from '../preview/question-preview';
import { useDraft } from './use-draft';
import { FormPreview } from '../preview/form-preview';
import { definitionTextEntries } from './translations/definition-texts';
import { TranslationsView, type TranslationFocus } from './translations/translations-view';

// The graph and the code editor are most of the studio's code: they load when their tab is first opened.
const FlowGraphView = lazy(() => import('./graph/flow-graph-view').then((module) => ({ default: module.FlowGraphView })));
const RawJsonEditor = lazy(() => import('./raw/raw-json-editor').then((module) => ({ default: module.RawJsonEditor })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<p className="text-sm text-slate-700">Loading…</p>}>{children}</Suspense>;

const tabClass =
  'rounded-t-md border border-b-0 border-slate-300 px-4 py-2 text-sm font-medium data-[selected]:bg-white data-[selected]:text-brand-900 bg-slate-100 text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Which question is selected (-1: the flow's settings and contact step) and which field a finding asked to focus. */
export interface FlowSelection {
  question: number;
  focus: string[] | null;
}

/** The draft's editor: toolbar, the views of the definition in tabs, and the check and publish panel. */
export function DraftWorkspace({ draft }: { draft: Draft }) {
  const editing = useDraft<unknown>(draft);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [tab, setTab] = useState(0);
  const [selection, setSelection] = useState<FlowSelection>({ question: 0, focus: null });
  const [report, setReport] = useState<GateReport | null>(null);
  const [translationFocus, setTranslationFocus] = useState<TranslationFocus | null>(null);
  const isFlow = draft.kind === 'flow';

  const save = useCallback(async () => {
    setSaveError(null);
    try {
      await editing.save();
      return true;
    } catch (error) {
      setSaveError(`Not saved: ${messageOf(error)}`);
      return false;
    }
  }, [editing]);

  const tabs = isFlow ? ['Questions', 'Graph', 'Raw JSON', 'Preview', 'QA paths', 'Translations'] : ['Fields', 'Raw JSON', 'Preview', 'Translations'];

  const goToPointer = (pointer: string, rule?: string) => {
    const key = translationKeyOf(pointer, rule);
    if (key !== null) {
      if (key !== '') setTranslationFocus({ key, at: Date.now() });
      setTab(tabs.indexOf('Translations'));
      return;
    }
    const target = pointerTarget(pointer);
    setSelection({ question: target.question ?? -1, focus: target.fieldIds });
    setTab(0);
  };

  /** The text key a translation finding is about ('' for a whole language), or null for any other finding. */
  const translationKeyOf = (pointer: string, rule?: string): string | null => {
    if (rule === 'translation-missing') return definitionTextEntries(draft.kind, editing.definition)?.find((entry) => entry.pointer === pointer)?.key ?? '';
    const segments = pointerSegments(pointer);
    return segments[0] === 'translations' ? (segments[2] ?? '') : null;
  };

  // Kept mounted while other views are open, so its filter and the rows an import flagged survive a visit elsewhere.
  const translations = (
    <TabPanel unmount={false}>
      <TranslationsView kind={draft.kind} definitionId={draft.definitionId} definition={editing.definition} onChange={editing.change} focus={translationFocus} />
    </TabPanel>
  );
  return (
    <div className="mt-4 space-y-4">
      <DraftToolbar
        editing={editing}
        saveError={saveError}
        onSave={() => void save()}
        extra={isFlow && <PreviewLink draftId={draft.draftId} save={save} />}
        end={<DiscardDraft draft={draft} />}
      />
      <div className="grid gap-4 2xl:grid-cols-[1fr_26rem]">
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList aria-label="Views of the draft" className="flex gap-1">
            {tabs.map((name) => (
              <Tab key={name} className={tabClass}>
                {name}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="rounded-b-lg rounded-tr-lg border border-slate-300 bg-white p-4">
            {isFlow ? (
              <>
                <TabPanel>
                  <FlowFormView flow={editing.definition as Flow} onChange={editing.change} selection={selection} onSelect={setSelection} />
                </TabPanel>
                <TabPanel>
                  <Loading>
                    <FlowGraphView
                      flow={editing.definition as Flow}
                      findings={report?.findings ?? []}
                      onOpenQuestion={(question) => {
                        setSelection({ question, focus: null });
                        setTab(0);
                      }}
                      onConnect={(from, to) => {
                        const flow = editing.definition as Flow;
                        const target = flow.questions[to];
                        if (!target) return;
                        const edited = addJump(flow, from, target.component);
                        editing.change(edited.flow);
                        setSelection({ question: edited.selected, focus: null });
                      }}
                    />
                  </Loading>
                </TabPanel>
                <TabPanel>
                  <Loading>
                    <RawJsonEditor value={editing.definition} schema={flowSchema} onChange={(next) => editing.change(next, 'raw')} />
                  </Loading>
                </TabPanel>
                <TabPanel>
                  <QuestionPreview draftId={draft.draftId} flow={editing.definition as Flow} question={selection.question} onSelect={(question) => setSelection({ question, focus: null })} />
                </TabPanel>
                <TabPanel>
                  <QaPathsView draftId={draft.draftId} />
                </TabPanel>
                {translations}
              </>
            ) : (
              <>
                <TabPanel>
                  <FormFieldsView form={editing.definition as FormDefinition} onChange={editing.change} />
                </TabPanel>
                <TabPanel>
                  <Loading>
                    <RawJsonEditor value={editing.definition} schema={formSchema} onChange={(next) => editing.change(next, 'raw')} />
                  </Loading>
                </TabPanel>
                <TabPanel>
                  <FormPreview form={editing.definition as FormDefinition} draftId={draft.draftId} unsaved={editing.unsaved} />
                </TabPanel>
                {translations}
              </>
            )}
          </TabPanels>
        </TabGroup>
        <CheckPanel draft={draft} unsaved={editing.unsaved} save={save} report={report} onReport={setReport} onFinding={goToPointer} />
      </div>
    </div>
  );
}

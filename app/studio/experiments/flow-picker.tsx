import { useEffect, useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../components/buttons';
import { FlowSelect } from '../components/flow-select';

/** Which flow's experiments to show; nothing changes until "Show experiments", as choosing alone should not move the page. */
export function FlowPicker({ flows, flowId, onChoose }: { flows: readonly string[]; flowId: string; onChoose(flowId: string): void }) {
  const id = useId();
  const [chosen, setChosen] = useState(flowId);
  // Back and forward change the URL under the form: follow it.
  useEffect(() => setChosen(flowId), [flowId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form aria-label="Flow choice" onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <FlowSelect id={`${id}-flow`} flows={flows} value={chosen} onChange={setChosen} />
      <button type="submit" className={primaryButton}>
        Show experiments
      </button>
    </form>
  );
}

import { inputClass, Labelled } from './text-field';

/** A labelled choice of one of the flows, by id. */
export function FlowSelect({ id, flows, value, onChange }: { id: string; flows: readonly string[]; value: string; onChange(flowId: string): void }) {
  return (
    <Labelled id={id} label="Flow">
      <select id={id} value={value} className={inputClass} onChange={(event) => onChange(event.target.value)}>
        {flows.map((flow) => (
          <option key={flow} value={flow}>
            {flow}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

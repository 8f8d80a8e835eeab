import { SelectField } from './select-field';

/** A labelled choice of one of the flows, by id. */
export function FlowSelect({ id, flows, value, onChange }: { id: string; flows: readonly string[]; value: string; onChange(flowId: string): void }) {
  return <SelectField id={id} label="Flow" value={value} choices={flows.map((flow) => ({ value: flow, label: flow }))} onChange={onChange} />;
}

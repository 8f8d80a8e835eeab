import type { Flow } from '../../../../engine';
import { fieldId } from '../pointer-selection';
import { setAt, type PathSegment } from '../set-at';
import { BoundText } from './bound-fields';

/** The flow's own texts and its contact step, whose consent statement the lead records word for word. */
export function FlowSettingsForm({ flow, onChange }: { flow: Flow; onChange(next: Flow, group?: string): void }) {
  const id = (...path: PathSegment[]) => fieldId(null, path);
  const set = (path: PathSegment[], value: unknown) => onChange(setAt(flow, path, value), id(...path));
  return (
    <section aria-labelledby="flow-settings-heading" className="space-y-4">
      <h2 id="flow-settings-heading" className="text-lg font-semibold">
        Flow settings and contact step
      </h2>
      <BoundText id={id('title')} label="Flow title" value={flow.title} onChange={(value) => set(['title'], value ?? '')} />
      <BoundText id={id('version')} label="Version" hint="Bump it when questions change (for example 1.0.0 to 1.1.0)." value={flow.version} onChange={(value) => set(['version'], value ?? '')} />
      <BoundText id={id('contact', 'title')} label="Contact step title" value={flow.contact?.title} onChange={(value) => set(['contact', 'title'], value)} />
      <BoundText id={id('contact', 'subTitle')} label="Contact step sub-title" value={flow.contact?.subTitle} onChange={(value) => set(['contact', 'subTitle'], value)} />
      <BoundText
        id={id('contact', 'consent')}
        label="Consent statement"
        multiline
        hint="Shown by the contact step's button. Links are written [label](/site-path); it must link [Privacy Policy](/privacy-policy)."
        value={flow.contact?.consent}
        onChange={(value) => set(['contact', 'consent'], value ?? '')}
      />
    </section>
  );
}

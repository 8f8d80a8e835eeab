import { useState, type ReactNode } from 'react';

const WIDTHS = { phone: 375, desktop: 1024 } as const;
type Width = keyof typeof WIDTHS;

/** A framed area at a phone's or a desktop's width, chosen by a toggle. */
export function PreviewFrame({ children }: { children: ReactNode }) {
  const [width, setWidth] = useState<Width>('phone');
  return (
    <div>
      <fieldset className="mb-3 flex items-center gap-4 text-sm">
        <legend className="sr-only">Preview width</legend>
        {(Object.keys(WIDTHS) as Width[]).map((name) => (
          <label key={name} className="flex items-center gap-1">
            <input type="radio" name="preview-width" checked={width === name} onChange={() => setWidth(name)} />
            {name === 'phone' ? 'Phone (375 px)' : 'Desktop (1024 px)'}
          </label>
        ))}
      </fieldset>
      <div className="overflow-x-auto rounded-md bg-slate-200 p-4">
        <div className="mx-auto rounded-md border border-slate-300 bg-white p-4 shadow" style={{ width: WIDTHS[width] }}>
          {children}
        </div>
      </div>
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { renderContextOf } from '../form-context';
import { controlProps } from './control-props';

/** What the form data holds for a chosen file: enough for the schema's rules (type by name, size). */
export interface FileDescriptor {
  name: string;
  size: number;
  type: string;
}

/**
 * A file chooser that keeps the chosen File itself (in the form context's `files`, by field name) for a
 * multipart upload, instead of rjsf's data URL; the form data holds its name, size and type.
 */
export function FileWidget(props: WidgetProps) {
  const { value, options, name } = props;
  const chosen = value as FileDescriptor | undefined;
  return (
    <div className="flex flex-col gap-2">
      <input
        {...controlProps(props)}
        type="file"
        accept={typeof options.accept === 'string' ? options.accept : undefined}
        className="block w-full text-sm text-slate-800 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-3 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const files = renderContextOf(props)?.files;
          if (!file) {
            files?.delete(name);
            props.onChange(undefined);
            return;
          }
          files?.set(name, file);
          props.onChange({ name: file.name, size: file.size, type: file.type } satisfies FileDescriptor);
          renderContextOf(props)?.touch(name);
        }}
      />
      {chosen?.name && <p className="text-sm text-slate-600">Selected: {chosen.name}</p>}
    </div>
  );
}

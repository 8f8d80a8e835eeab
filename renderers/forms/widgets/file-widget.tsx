import type { WidgetProps } from '@rjsf/utils';
import { useText } from '../../i18n/locale-context';
import { renderContextOf } from '../form-context';
import { formWidgetText } from '../messages';
import { controlProps } from './control-props';

/** What the form data holds for a chosen file: enough for the schema's rules (type by name, size). */
export interface FileDescriptor {
  name: string;
  size: number;
  type: string;
}

/**
 * A file chooser that keeps the chosen File itself (in the form context's `files`, by field name) for a
 * multipart upload, instead of rjsf's data URL; the form data holds its name, size and type. The browser
 * writes its own file input's button and status in the browser's language, not the page's: the input is
 * visually hidden (still focusable) behind a label drawn as a button, with the chosen file named beside it.
 */
export function FileWidget(props: WidgetProps) {
  const { id, value, options, name } = props;
  const t = useText(formWidgetText);
  const chosen = value as FileDescriptor | undefined;
  const control = controlProps(props);
  const statusId = `${id}__file`;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input
        {...control}
        aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
        type="file"
        accept={typeof options.accept === 'string' ? options.accept : undefined}
        className="peer sr-only"
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
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full bg-brand-50 px-4 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t('file.choose')}
      </label>
      <p id={statusId} className="min-w-0 break-words text-sm text-slate-600">
        {chosen?.name ? t('file.selected', { name: chosen.name }) : t('file.none')}
      </p>
    </div>
  );
}

/**
 * Hands what the visitor entered into the server's HTML of a form, before the form's code was live, to
 * that code, as the events the entry would have made had it come now: React keeps a field's value as the
 * page shows it when it hydrates, but its state still holds the rendered one, so without this the first
 * check would find those fields empty. A field counts as entered when it differs from what the server
 * rendered (its default value or checked state).
 */
export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) {
        // Back to the rendered state, then the click that makes the visitor's choice again.
        field.checked = field.defaultChecked;
        field.click();
      }
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files && field.files.length > 0) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) {
      const entered = field.value;
      // Through the element's own setter React records the rendered value; the prototype's setter then puts
      // the entered one back without telling it, so the input event reads as a change.
      field.value = field.defaultValue;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entered);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

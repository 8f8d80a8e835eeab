/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it, and no line separator breaks it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

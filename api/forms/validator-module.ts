import { deepEquals, schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createFormAjv } from './form-ajv';

/** What ajv's standalone code may `require`, inlined so the module needs nothing else. */
const RUNTIME_INLINES: Record<string, string> = {
  'ajv/dist/runtime/ucs2length':
    'function ucs2length(str){const len=str.length;let length=0;let pos=0;let value;while(pos<len){length++;value=str.charCodeAt(pos++);' +
    'if(value>=0xd800&&value<=0xdbff&&pos<len){value=str.charCodeAt(pos);if((value&0xfc00)===0xdc00)pos++;}}return length;}',
};

/** A schema without its texts (string titles and descriptions) and its key: what a translation may change. */
function withoutTexts(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTexts);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(typeof value === 'string' && (key === 'title' || key === 'description' || key === '$id')))
      .map(([key, value]) => [key, withoutTexts(value)]),
  );
}

/**
 * The browser's validator for a form schema, as an ES module: ajv standalone code (no `new Function`,
 * which the site's CSP forbids) with one validation function per schema rjsf may validate against (the
 * root and each condition, keyed as @rjsf/utils' schemaParser keys them), exported as the map that
 * `createPrecompiledValidator` takes. ajv emits `require(...)` for some runtime helpers even in ESM mode
 * (maxLength's ucs2length): those are inlined; any other is refused here rather than failing in a browser.
 * `translated` are the same schema in the form's other languages: rjsf keys a schema by a hash of all of it,
 * titles included, so their keys are exported too, naming the function of the schema they translate.
 */
export function generateValidatorModule(schema: RJSFSchema, translated: RJSFSchema[] = []): string {
  const schemas = schemaParser(structuredClone(schema));
  const aliases = new Map<string, string>();
  for (const other of translated) {
    for (const [key, entry] of Object.entries(schemaParser(structuredClone(other)))) {
      if (key in schemas || aliases.has(key)) continue;
      const same = Object.keys(schemas).find((id) => deepEquals(withoutTexts(schemas[id]), withoutTexts(entry)));
      if (same) aliases.set(key, same);
      else schemas[key] = entry;
    }
  }
  const ids = Object.keys(schemas);
  // Without `regExp`, the browser's code builds patterns with JavaScript's own RegExp (see form-ajv.ts).
  const ajv = createFormAjv({ code: { source: true, esm: true, lines: false, optimize: true }, schemas: Object.values(schemas) });
  const exportNames = Object.fromEntries(ids.map((id, index) => [`validate${index}`, id]));
  let code = standaloneCode(ajv, exportNames);
  const used = new Set<string>();
  code = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_match, path: string) => {
    const inline = RUNTIME_INLINES[path];
    if (!inline) throw new Error(`The form validator needs "${path}", which cannot be inlined for the browser.`);
    used.add(path);
    return path.split('/').at(-1)!;
  });
  const helpers = [...used].map((path) => RUNTIME_INLINES[path]).join('\n');
  const map = [...ids.map((id, index) => [id, index] as const), ...[...aliases].map(([key, id]) => [key, ids.indexOf(id)] as const)]
    .map(([id, index]) => `${JSON.stringify(id)}: validate${index}`)
    .join(', ');
  return `${code}\n${helpers}\nexport default { ${map} };\n`;
}

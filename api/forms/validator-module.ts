import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createFormAjv } from './form-ajv';

/** What ajv's standalone code may `require`, inlined so the module needs nothing else. */
const RUNTIME_INLINES: Record<string, string> = {
  'ajv/dist/runtime/ucs2length':
    'function ucs2length(str){const len=str.length;let length=0;let pos=0;let value;while(pos<len){length++;value=str.charCodeAt(pos++);' +
    'if(value>=0xd800&&value<=0xdbff&&pos<len){value=str.charCodeAt(pos);if((value&0xfc00)===0xdc00)pos++;}}return length;}',
};

/**
 * The browser's validator for a form schema, as an ES module: ajv standalone code (no `new Function`,
 * which the site's CSP forbids) with one validation function per schema rjsf may validate against (the
 * root and each condition, keyed as @rjsf/utils' schemaParser keys them), exported as the map that
 * `createPrecompiledValidator` takes. ajv emits `require(...)` for some runtime helpers even in ESM mode
 * (maxLength's ucs2length): those are inlined; any other is refused here rather than failing in a browser.
 */
export function generateValidatorModule(schema: RJSFSchema): string {
  const schemas = schemaParser(structuredClone(schema));
  const ids = Object.keys(schemas);
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
  const map = ids.map((id, index) => `${JSON.stringify(id)}: validate${index}`).join(', ');
  return `${code}\n${helpers}\nexport default { ${map} };\n`;
}

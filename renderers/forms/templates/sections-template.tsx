import type { ObjectFieldTemplateProps } from '@rjsf/utils';

interface Section {
  title: string;
  fields: string[];
}

const GRID = 'grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2';

/**
 * The form's fields in the sections the uiSchema's `ui:sections` names (each a fieldset with its legend,
 * two columns from the md breakpoint, one below). Fields the schema does not have at the moment (switched
 * off by a condition) are skipped; fields in no section (the hidden ones) come last.
 */
export function SectionsTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const sections = (uiSchema?.['ui:sections'] as Section[] | undefined) ?? [];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = properties.filter((property) => !placed.has(property.name));
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => {
        const present = section.fields.map((name) => byName.get(name)).filter((property) => property !== undefined);
        if (present.length === 0) return null;
        return (
          <fieldset key={section.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
            <legend className="px-2 text-lg font-bold text-brand-900">{section.title}</legend>
            <div className={GRID}>{present.map((property) => property.content)}</div>
          </fieldset>
        );
      })}
      {rest.length > 0 && <div className={GRID}>{rest.map((property) => property.content)}</div>}
    </div>
  );
}

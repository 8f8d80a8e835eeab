/** A form schema's nodes, as far as the texts of its fields are concerned. */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
  title?: unknown;
  description?: unknown;
  enum?: unknown[];
  [keyword: string]: unknown;
}

export interface FieldNode {
  field: string;
  node: SchemaNode;
  /** JSON Pointer of the field's schema in the definition (/schema/properties/x, /schema/allOf/0/then/properties/y). */
  pointer: string;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every field's schema, in order: the root's properties, then those of each `allOf` branch (its `then`,
 * its `else`, or the branch itself when it has no `if`). A field switched on in several places appears
 * once per place. A condition's `if` declares no field.
 */
export function fieldNodes(schema: SchemaNode | undefined): FieldNode[] {
  const found: FieldNode[] = [];
  const walk = (node: SchemaNode | undefined, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [field, property] of Object.entries(node.properties ?? {})) {
      if (property && typeof property === 'object') found.push({ field, node: property, pointer: `${at}/properties/${escape(field)}` });
    }
    (node.allOf ?? []).forEach((branch, i) => {
      walk(branch.then, `${at}/allOf/${i}/then`);
      walk(branch.else, `${at}/allOf/${i}/else`);
      if (!branch.if) walk(branch, `${at}/allOf/${i}`);
    });
  };
  walk(schema, '/schema');
  return found;
}

/** The same schema with every field's node replaced by `change(field, node)`; conditions are kept as they are. */
export function mapFieldNodes(schema: SchemaNode, change: (field: string, node: SchemaNode) => SchemaNode): SchemaNode {
  const map = (node: SchemaNode | undefined): SchemaNode | undefined => {
    if (!node || typeof node !== 'object') return node;
    const mapped: SchemaNode = { ...node };
    if (node.properties) {
      mapped.properties = Object.fromEntries(Object.entries(node.properties).map(([field, property]) => [field, property && typeof property === 'object' ? change(field, property) : property]));
    }
    if (node.allOf) {
      mapped.allOf = node.allOf.map((branch) => {
        const copy: SchemaNode = branch.if ? { ...branch } : map(branch)!;
        if (branch.then) copy.then = map(branch.then);
        if (branch.else) copy.else = map(branch.else);
        return copy;
      });
    }
    return mapped;
  };
  return map(schema)!;
}

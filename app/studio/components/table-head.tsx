/** A studio table's header row: one column header per name; an empty name is a column of actions, named for screen readers only. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-100 text-slate-800">
      <tr>
        {columns.map((name, at) => (
          <th key={at} scope="col" className="px-3 py-2">
            {name || <span className="sr-only">Actions</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

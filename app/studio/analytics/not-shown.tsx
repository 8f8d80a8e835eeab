/** A value the report leaves out (too few visitors, or nothing to measure): a dash, read as "not shown". */
export function NotShown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">not shown</span>
    </>
  );
}

/** A formatted value, or the dash when there is none. */
export function Shown({ value }: { value: string | null }) {
  return value === null ? <NotShown /> : <>{value}</>;
}

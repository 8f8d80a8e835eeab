/** A tab's sessionStorage in memory: what the analytics wrote, and how often. */
export function memoryTab(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  let writes = 0;
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes++;
      items.set(key, String(value));
    },
    items,
    writes: () => writes,
  };
}

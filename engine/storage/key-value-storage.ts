/** The part of the Web Storage interface the engine uses (localStorage, sessionStorage, or a memory store). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

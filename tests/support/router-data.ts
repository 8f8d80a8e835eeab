/** The loaders' data a server-rendered page carries for hydration (its `<script type="application/json" id="router-data">`). */
export function routerDataIn<T = { loaderData: Record<string, unknown> }>(html: string): T {
  const block = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error('no router data in the HTML');
  return JSON.parse(block[1]!) as T;
}

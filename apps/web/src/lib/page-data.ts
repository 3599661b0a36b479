/**
 * What the server wrote into the page's HTML for the app's first render (decision 033): the JSON of the
 * `<script type="application/json">` block with this id, or undefined when the page has none (or a
 * broken one, which is then simply not used: the app reads the same data through the API).
 */
export function readPageData(id: string): unknown {
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.text);
  } catch {
    return undefined;
  }
}

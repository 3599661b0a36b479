const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as it may stand in HTML, between tags or in a quoted attribute: the server's key-visual slot
 * (an operator's URL) and the build's landing frame (the locale files' words) both write it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

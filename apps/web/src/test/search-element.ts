/**
 * jsdom predates HTML's <search> element, which browsers and React know: it makes an HTMLUnknownElement,
 * and React warns about an unknown tag. Here a <search> is the plain HTMLElement a browser makes (test
 * environment shim, like the IntersectionObserver stub).
 */
export function defineSearchElement(): void {
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (tagName.toLowerCase() === 'search') {
      Object.defineProperty(element, Symbol.toStringTag, { value: 'HTMLElement' });
    }
    return element;
  } as typeof Document.prototype.createElement;
}

/**
 * jsdom has the <dialog> element but none of its methods (jsdom issue 3294): here `showModal`, `show` and
 * `close` do what a browser's do to the element itself (the open attribute, `returnValue`, the close
 * event). What they do to the rest of the page (top layer, inert background) a browser test checks, the
 * Escape and Tab handling the Dialog component adds itself (test environment shim, like <search>'s).
 */
export function defineDialogMethods(): void {
  const prototype = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: unknown };
  if (typeof prototype.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new DOMException('The dialog is not in a document', 'InvalidStateError');
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.dispatchEvent(new Event('close'));
    },
  });
}

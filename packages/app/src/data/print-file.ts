/**
 * Prints a file the browser shows itself (a receipt's PDF) as its own Print would, from a frame
 * off screen: the frame's page is the file's object URL, of this page's origin, so its print()
 * may be called. A frame hidden with display: none would neither load nor print.
 */
export function printFile(file: Blob, title: string): void {
  const url = URL.createObjectURL(file);
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
  // print() may return before the printing ends, and nothing says when it has: the frame and
  // its file go once no print dialog could still need them.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, PRINT_FRAME_KEPT_MS);
}

export const PRINT_FRAME_KEPT_MS = 10 * 60_000;

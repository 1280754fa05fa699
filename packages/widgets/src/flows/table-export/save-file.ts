/**
 * Hands a downloaded file to the browser's save flow through a temporary
 * `<a download>`: the host page's URL is never touched, and the object URL is
 * released once the click has been dispatched.
 */
export function saveFile(file: File, ownerDocument: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  ownerDocument.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click returns; a moment later it is safe to let go.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

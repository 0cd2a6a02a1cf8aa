/**
 * Copies text to the clipboard: by the Clipboard API where the page may use it (https and
 * localhost), otherwise by selecting it in a hidden field and the copy command, which a page
 * opened at a network address over plain http still has. Whether it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Browsers leave it undefined on plain-http pages other than localhost.
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): the copy command may still work.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.className = 'pointer-events-none fixed start-0 top-0 opacity-0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

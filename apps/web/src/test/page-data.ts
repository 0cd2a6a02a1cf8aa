/** Writes `value` into the page as the web host writes a page's data: a JSON data block. */
export function writeInPage(elementId: string, value: unknown): void {
  const written = document.createElement('script');
  written.type = 'application/json';
  written.id = elementId;
  written.textContent = JSON.stringify(value);
  document.head.append(written);
}

/** Takes away what writeInPage wrote and the page did not read. */
export function clearPageData(...elementIds: string[]): void {
  for (const id of elementIds) document.getElementById(id)?.remove();
}

/**
 * Hands a file the page holds to the browser's download, under `fileName`: through an object
 * URL and a link with `download`, since the file came by fetch (it needs the session's token).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has what it needs; the URL would otherwise hold the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

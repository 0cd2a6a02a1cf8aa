/**
 * Whether the browser can open a file as a picture. The API judges photos by their content
 * too; asking first lets the form mark a file that only claims to be a picture (a renamed
 * text file, a damaged download) before anything is sent.
 */
export async function isReadableImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * For calls whose failure the spec has logged only: a failure is written as a warning and
 * passed on, so the query keeps its last value.
 */
export async function warnOnFailure<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    // A request the page cancelled (signing out) did not fail.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn(`${what} failed`, error);
    }
    throw error;
  }
}

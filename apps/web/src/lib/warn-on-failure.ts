/**
 * For background calls whose failure the member need not see (the earlier product's client only
 * logged it): a failure is written as a warning and passed on, so the query keeps its last value.
 */
export async function warnOnFailure<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    // A request the page cancelled (signing out) did not fail. By name: a DOMException of
    // another realm (a test's document) is not an instance of this one's.
    if ((error as { name?: unknown } | null)?.name !== 'AbortError') {
      console.warn(`${what} failed`, error);
    }
    throw error;
  }
}

/**
 * A claimant's note to the donor in quotation marks: the marks of the page's language, placed
 * in its direction (<q>), around the note in its own direction (<bdi>).
 */
export function ClaimNote({ message }: { message: string }) {
  return (
    <p className="text-sm break-words text-stone-800">
      <q>
        <bdi>{message}</bdi>
      </q>
    </p>
  );
}

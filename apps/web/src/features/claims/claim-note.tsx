/**
 * A claimant's note to the donor in quotation marks, on a line of its own in a row's details:
 * the marks of the page's language, placed in its direction (<q>), around the note in its own
 * direction (<bdi>).
 */
export function ClaimNote({ message }: { message: string }) {
  return (
    <span className="basis-full break-words text-stone-800">
      <q>
        <bdi>{message}</bdi>
      </q>
    </span>
  );
}

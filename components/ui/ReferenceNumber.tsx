/** A request's reference number (e.g. JO-2026-006001) after its label: left to right inside Arabic text. */
export function ReferenceNumber({ label, value }: { label: string; value: string }) {
  return (
    <>
      {label}{' '}
      <bdi dir="ltr" className="font-semibold text-ink">
        {value}
      </bdi>
    </>
  );
}

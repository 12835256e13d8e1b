/** A titled list of plain lines (mandates, education, key points…); nothing when there are none. */
export function TextListSection({
  id,
  heading,
  items,
  className,
}: {
  id: string;
  heading: string;
  items: readonly string[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text field, in a fixed order (two may be the same)
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

const ROWS = Array.from({ length: 20 }, (_, i) => `Row ${i + 1} of remote a`);

/** Twenty rows of text: about what one list of a real page shows on a phone's first screen. */
export default function List() {
  return (
    <section>
      <h2>Remote a</h2>
      <ul>
        {ROWS.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </section>
  );
}

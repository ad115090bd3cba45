/**
 * A line icon of the remotes: one path on a 24-unit grid, stroked in the text's colour. Drawn as SVG so it
 * looks the same everywhere (an emoji can render as an empty box where the system has no emoji font); each
 * remote keeps its own drawings, and they all share this frame.
 */
export function LineIcon({ d, size, name, className }: { d: string; size: number; name?: string; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      <path d={d} />
    </svg>
  );
}

import { MenuIcon } from '../icons';

/** The chevron beside a menu row that shows or hides the list under it; `label` names what it shows. */
export function ExpandButton({
  open,
  listId,
  label,
  onToggle,
}: {
  open: boolean;
  listId: string;
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="expand"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-label={label}
      onClick={onToggle}
    >
      <MenuIcon name="chevron" size={16} />
    </button>
  );
}

/** Spec 1 section 2.5: a dropdown this close to the window's right edge opens towards the left. */
export const FLIP_DISTANCE_PX = 200;

export type DropdownAlign = 'left' | 'right';

/**
 * Which edge of its trigger a dropdown aligns to: its left edge normally, its right edge when the
 * trigger's right side is within 200 px of the window's right edge, so the panel stays on screen.
 */
export function dropdownAlign(triggerRight: number, windowWidth: number): DropdownAlign {
  return windowWidth - triggerRight <= FLIP_DISTANCE_PX ? 'right' : 'left';
}

/**
 * A panel wider than the room to the trigger's right (the language panel of 27 languages, about 600 px)
 * would run off the window even with the trigger 200 px from the edge: it aligns right once measured.
 */
export function alignOnScreen(align: DropdownAlign, panelRight: number, windowWidth: number): DropdownAlign {
  return align === 'left' && panelRight > windowWidth ? 'right' : align;
}

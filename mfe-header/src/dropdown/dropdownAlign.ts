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

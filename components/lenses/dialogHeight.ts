// The lens dialogs' height (seeds 001 section 9): 60 % of the window, which
// the user may drag (mouse, touch or keys) between 30 % and 90 %.

export const LENS_DIALOG_HEIGHT = 60;
export const LENS_DIALOG_MIN = 30;
export const LENS_DIALOG_MAX = 90;
/** One arrow key press. */
export const LENS_DIALOG_STEP = 5;

export const clampDialogHeight = (percent: number) => Math.min(LENS_DIALOG_MAX, Math.max(LENS_DIALOG_MIN, Math.round(percent)));

/**
 * The height after dragging the handle of a vertically centred dialog by `dy`
 * pixels (negative: up): both edges move, so the height changes twice as much.
 */
export function draggedHeight(startPercent: number, dy: number, windowHeight: number): number {
  return clampDialogHeight(startPercent - ((2 * dy) / windowHeight) * 100);
}

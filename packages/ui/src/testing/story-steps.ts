// Stories only: steps of a keyboard user, shared by the play functions. The build never reaches
// this folder.
import { userEvent, within } from 'storybook/test';

/**
 * Presses Enter on the button named `name` inside `container`, as a keyboard user does: focus
 * it, then Enter. Returns the button, e.g. to check that the focus comes back to it.
 * @example
 * const trigger = await pressEnterOn(canvasElement, 'Profilo');
 */
export async function pressEnterOn(container: HTMLElement, name: string): Promise<HTMLElement> {
  const button = within(container).getByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return button;
}

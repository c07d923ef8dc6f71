import { expect, type Page } from '@playwright/test';

import { expectPicture } from './support/picture';
import { openStory, test } from './support/storybook';

// The primitives beyond the default look: in forced-colours mode (Windows High Contrast, where
// the system's few colours replace the theme's) and with reduced motion asked for. Each state is
// reached the way a shopper reaches it (a tap, a Tab) and pictured on a phone and a desktop.
interface State {
  name: string;
  story: string;
  /** What a shopper does after the story has rendered, to show the state. */
  reach?: (page: Page) => Promise<void>;
  /** An open dialog or drawer is pictured as the screen shows it. */
  viewportOnly?: boolean;
}

const STATES: State[] = [
  {
    name: 'dialog-open',
    story: 'primitives-dialog--default',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Apri la lista della spesa' }).click();
      await expect(page.getByRole('dialog', { name: 'Lista della spesa' })).toBeVisible();
      // Off the text field: forced colours repaint the caret that the pictures otherwise hide,
      // and it blinks. The focus ring shows on the next control instead.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Annulla' })).toBeFocused();
    },
    viewportOnly: true,
  },
  {
    name: 'drawer-open',
    story: 'primitives-drawer--cart-drawer',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Apri il carrello' }).click();
      await expect(page.getByRole('dialog', { name: 'Carrello' })).toBeVisible();
    },
    viewportOnly: true,
  },
  { name: 'switch-on', story: 'primitives-switch--on' },
  { name: 'switch-off', story: 'primitives-switch--long-label' },
  { name: 'checkbox-checked', story: 'primitives-checkbox--default' },
  { name: 'checkbox-error', story: 'primitives-checkbox--with-error' },
  { name: 'checkbox-indeterminate', story: 'primitives-checkbox--indeterminate' },
  { name: 'radio-payment-methods', story: 'checkout-paymentmethodlist--with-saved-cards' },
  { name: 'time-slot-selected', story: 'widgets-timeslotpicker--with-value' },
  {
    name: 'focus-ring',
    story: 'primitives-button--variants',
    reach: async (page) => {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button').first()).toBeFocused();
    },
  },
];

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const MODES = {
  'forced-colors': { forcedColors: 'active', reducedMotion: 'no-preference' },
  'reduced-motion': { forcedColors: 'none', reducedMotion: 'reduce' },
} as const;

for (const state of STATES) {
  test.describe(state.name, () => {
    for (const [mode, media] of Object.entries(MODES)) {
      for (const [device, viewport] of Object.entries(WIDTHS)) {
        test(`${mode}, ${device} (${viewport.width} px)`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia(media);
          await openStory(page, state.story, 'carrello');
          await state.reach?.(page);
          await expectPicture(page, `${state.name}--${mode}--${viewport.width}.png`, {
            fullPage: !state.viewportOnly,
            // With reduced motion the picture is what the shopper sees once the page is still:
            // the component's own transitions run (and must end), none is switched off for it.
            animations: mode === 'reduced-motion' ? 'allow' : 'disabled',
          });
        });
      }
    }
  });
}

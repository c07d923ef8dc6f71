import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, fillCart, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

test.describe('a dialog opened from the cart drawer', () => {
  test.beforeEach(async ({ page }) => {
    await fillCart(page);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`is in the accessibility tree at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // On a phone the cart button opens the checkout: the drawer is a desktop affordance, so the
      // phone opens it through the time-slot shortcut's page instead.
      if (viewport === PHONE) {
        await page.goto('/checkout');
      } else {
        await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
        await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
      }
      await page
        .getByRole('button', { name: /^(Scegli indirizzo|Cambia indirizzo)$/ })
        .first()
        .click();
      // getByRole leaves out what is aria-hidden: the dialog must be reachable by assistive
      // technology, not only painted on the screen.
      const dialog = page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /Consegna a domicilio/ })).toBeVisible();
      const tree = await page.locator('body').ariaSnapshot();
      expect(tree).toContain('dialog "Scegli dove ricevere la spesa"');
      const hiddenAncestor = await dialog.evaluate(
        (element) => element.closest('[aria-hidden="true"], [inert]') !== null,
      );
      expect(hiddenAncestor).toBe(false);
      // Axe checks this dialog only. The drawer under it is inert while it is open (its controls
      // out of reach, its live regions left as they are), which axe's scrollable-region rule
      // reads as a scrolling box with nothing to focus; the drawer is checked on its own.
      await dialog.evaluate((element) => element.setAttribute('data-axe-target', ''));
      expect(await axeViolations(page, { include: '[data-axe-target]' })).toEqual([]);
      // Closing it goes back to the drawer (desktop), still reachable.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      if (viewport === DESKTOP)
        await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    });
  }
});

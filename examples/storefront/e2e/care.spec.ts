import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { PROFILE_MENU, VIEWPORTS, sendDeliveryTicket, signedInAs, test } from './support';

test.describe('customer care, anonymous', () => {
  test('asks for every field, then sends the ticket and confirms it', async ({ page }) => {
    await page.goto('/assistenza-clienti');
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: 'Invia la richiesta' });
    await send.click();
    await expect(main.getByText('Campo obbligatorio')).toHaveCount(5);
    await expect(main.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();

    await main.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
    await main.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Verdi');
    await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna.verdi');
    await main.getByRole('combobox', { name: 'Argomento' }).selectOption('Il mio account');
    await main
      .getByRole('textbox', { name: 'Messaggio', exact: true })
      .fill('Non ricevo le e-mail.');
    await send.click();
    // Nothing typed is lost; the malformed e-mail is explained on its field.
    await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expect(main.getByRole('textbox', { name: 'Messaggio', exact: true })).toHaveValue(
      'Non ricevo le e-mail.',
    );
    await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna.verdi@example.it');
    await send.click();
    // The message in place of the form takes the focus the form had, not the page's body, and is
    // read then: no live region reads it a second time.
    await expect(main.getByText(/^Richiesta TK-\d+ inviata/)).toBeFocused();
    await expect(main.getByRole('status')).toHaveCount(0);
  });
});

test.describe('customer care, signed in', () => {
  test.use({ storageState: signedInAs('mario') });

  test('sends a ticket about a chosen order without asking who the shopper is', async ({
    page,
  }) => {
    await page.goto('/assistenza-clienti');
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
    const order = main.getByRole('combobox', { name: 'Ordine' });
    await expect(order.locator('option')).not.toHaveCount(1);
    await order.selectOption({ index: 1 });
    await sendDeliveryTicket(main, 'Il corriere è arrivato tardi.');
    await main.getByRole('button', { name: 'Invia un’altra richiesta' }).click();
    await expect(main.getByRole('textbox', { name: 'Messaggio', exact: true })).toHaveValue('');
  });

  test('the profile menu has the eight entries of the spec and logout, by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const trigger = page.getByRole('button', { name: /^Menu profilo/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(PROFILE_MENU);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Dati di fatturazione' }).click();
    await expect(page).toHaveURL(/\/profile\/billing-addresses$/);
  });

  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`has no axe violations on the ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/assistenza-clienti');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Ordine' })).toBeVisible();
      await page.getByRole('button', { name: 'Invia la richiesta' }).click();
      await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

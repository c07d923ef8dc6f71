import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { NEW_ACCOUNT_PASSWORD, VIEWPORTS, newEmail, test } from './support';

// The business sign-up (docs/requirements/account.md), on in the demo retailer's configuration
// (src/app/brand.ts `b2bRegistration`): the account (`register_user`), then its company
// (`register_person`).

/** A VAT number with a valid check digit (the contract's example). */
const VAT = '00743110157';

test.describe('business sign-up', () => {
  test('a company registers with its VAT number and SDI code and finds it on its profile', async ({
    page,
  }) => {
    const email = newEmail('acquisti');
    await page.goto('/registrati');
    await page.getByRole('radio', { name: 'Sono un’azienda (con Partita IVA)' }).check();
    const submit = page.getByRole('button', { name: 'Crea l’account' });
    await submit.click();
    // Company name, referent's name and surname, e-mail and password are required; Partita IVA
    // or codice fiscale, and PEC or SDI, each on both of their fields.
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(5);
    await expect(page.getByText('Partita Iva o Codice Fiscale obbligatori')).toHaveCount(2);
    await expect(page.getByText('PEC o SDI obbligatori')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Ragione sociale' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Ragione sociale' }).fill('Rossi Alimentari S.r.l.');
    await page.getByRole('textbox', { name: 'Partita IVA' }).fill('00743110158');
    await page.getByRole('textbox', { name: 'Codice SDI' }).fill('m5uxcr1');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel(/^Password/).fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('checkbox', { name: /informativa privacy/ }).check();
    await submit.click();
    await expect(page.getByText('Partita Iva non valida')).toBeVisible();
    // Nothing typed is lost.
    await expect(page.getByRole('textbox', { name: 'Ragione sociale' })).toHaveValue(
      'Rossi Alimentari S.r.l.',
    );
    await expect(page.getByRole('textbox', { name: 'Codice SDI' })).toHaveValue('M5UXCR1');

    await page.getByRole('textbox', { name: 'Partita IVA' }).fill(VAT);
    await submit.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The new account is signed in and its company is the profile's billing person.
    const response = await page.request.get('/ebsn/api/user/detail', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const detail = (await response.json()) as {
      data: { email: string; person: { company?: string; vatCode?: string; vatSdiCode?: string } };
    };
    expect(detail.data.email).toBe(email);
    expect(detail.data.person).toMatchObject({
      company: 'Rossi Alimentari S.r.l.',
      vatCode: VAT,
      vatSdiCode: 'M5UXCR1',
    });
  });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    test(`the business sign-up has no axe violations on the ${label}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await page.goto('/registrati');
      await page.getByRole('radio', { name: 'Sono un’azienda (con Partita IVA)' }).check();
      // Error state: an empty submit.
      await page.getByRole('button', { name: 'Crea l’account' }).click();
      await expect(page.getByText('PEC o SDI obbligatori')).toHaveCount(2);
      await page.screenshot({
        path: testInfo.outputPath(`business-signup-${label}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

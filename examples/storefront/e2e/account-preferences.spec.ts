import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { axeViolations } from './axe';
import { NEW_ACCOUNT_PASSWORD, VIEWPORTS, newEmail, test } from './support';

// The loyalty card of the profile and the default address (item 3), on a new
// account of each test so that runs sharing one server do not meet.

/** Mario's card (the seed's): it belongs to another account. */
const MARIO_CARD = '2900000012345';

/** A new customer, signed in in the page's context. */
async function newCustomer(page: Page) {
  const response = await page.request.post('/ebsn/api/registration/register_user', {
    headers: SDK_HEADERS,
    data: {
      email: newEmail('preferenze'),
      password: NEW_ACCOUNT_PASSWORD,
      firstName: 'Sara',
      lastName: 'Galli',
      privacy: true,
    },
  });
  expect(response.status()).toBe(200);
}

async function addAddress(page: Page, addressName: string, addressNumber: string) {
  const response = await page.request.post('/ebsn/api/user-address/add', {
    headers: SDK_HEADERS,
    data: {
      addressName,
      address1: 'Via Padova',
      addressNumber,
      city: 'Milano',
      province: 'MI',
      postalcode: '20131',
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('account preferences', () => {
  test('a customer links a loyalty card, is refused another’s, and unlinks it', async ({
    page,
  }) => {
    await newCustomer(page);
    await page.goto('/profile/profile-update');
    const card = page.getByRole('form', { name: 'Carta fedeltà' });
    await expect(card.getByText('Nessuna carta collegata')).toBeVisible();
    const number = card.getByRole('textbox', { name: 'Numero della carta fedeltà' });
    const link = card.getByRole('button', { name: 'Collega la carta' });

    await link.click();
    await expect(card.getByText('Campo obbligatorio')).toBeVisible();
    await expect(number).toBeFocused();
    await number.fill('12AB');
    await link.click();
    await expect(card.getByText('Il numero della carta ha da 8 a 20 cifre')).toBeVisible();

    // Another customer's card: the server's refusal lands on the field, the number stays.
    await number.fill(MARIO_CARD);
    await link.click();
    await expect(card.getByText('Questa carta fedeltà è già collegata a un account')).toBeVisible();
    await expect(number).toHaveValue(MARIO_CARD);

    const own = `29${Date.now().toString().slice(-11)}`;
    await number.fill(own);
    await link.click();
    await expect(card.getByText('Carta fedeltà collegata.')).toBeVisible();
    await expect(card.getByText(`Carta fedeltà: ${own}`)).toBeVisible();
    await page.reload();
    await expect(card.getByText(`Carta fedeltà: ${own}`)).toBeVisible();
    await expect(number).toHaveValue(own);

    await card.getByRole('button', { name: 'Scollega la carta' }).click();
    await expect(card.getByText('Carta fedeltà scollegata.')).toBeVisible();
    await expect(card.getByText('Nessuna carta collegata')).toBeVisible();
    await expect(number).toHaveValue('');
  });

  test('a customer makes one of the addresses the default one', async ({ page }) => {
    await newCustomer(page);
    await addAddress(page, 'Casa', '5');
    await addAddress(page, 'Ufficio', '7');
    await page.goto('/profile/addresses');
    const list = page.getByRole('list', { name: 'Indirizzi salvati' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Predefinito', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Imposta Ufficio come indirizzo predefinito' }).click();
    const office = list.getByRole('listitem').filter({ hasText: 'Ufficio' });
    await expect(office.getByText('Predefinito', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Imposta Ufficio come indirizzo predefinito' }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Imposta Casa come indirizzo predefinito' }).click();
    const home = list.getByRole('listitem').filter({ hasText: 'Casa' });
    await expect(home.getByText('Predefinito', { exact: true })).toBeVisible();
    await expect(office.getByText('Predefinito', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(home.getByText('Predefinito', { exact: true })).toBeVisible();
    await expect(list.getByText('Predefinito', { exact: true })).toHaveCount(1);
  });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    test(`the card and address pages have no axe violations on the ${label}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await newCustomer(page);
      await addAddress(page, 'Casa', '9');
      await addAddress(page, 'Ufficio', '11');
      await page.goto('/profile/profile-update');
      const card = page.getByRole('form', { name: 'Carta fedeltà' });
      // Error state: a refused card.
      await card.getByRole('textbox', { name: 'Numero della carta fedeltà' }).fill(MARIO_CARD);
      await card.getByRole('button', { name: 'Collega la carta' }).click();
      await expect(card.getByText('Questa carta fedeltà è già collegata')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`profile-update-${label}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/profile/addresses');
      await page.getByRole('button', { name: 'Imposta Casa come indirizzo predefinito' }).click();
      await expect(page.getByText('Predefinito', { exact: true })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`addresses-${label}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

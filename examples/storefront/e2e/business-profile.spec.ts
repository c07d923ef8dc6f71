import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { axeViolations } from './axe';
import { NEW_ACCOUNT_PASSWORD, VIEWPORTS, newEmail, test } from './support';

// A business customer's "Dati aziendali" (docs/requirements/account.md), where the demo retailer
// registers businesses (src/app/brand.ts `b2bRegistration`): the company as saved, its form
// (`b2b-registration/update`) and the company's delivery addresses (`b2b-registration/list-all`).
// Each test signs up an account of its own, so that runs sharing one server do not meet.

/** VAT numbers with a valid check digit. */
const VAT = '00743110157';
const OTHER_VAT = '01234560017';

/** A new business customer with its company, signed in in the page's context. */
async function newBusinessCustomer(page: Page) {
  const email = newEmail('azienda');
  const account = await page.request.post('/ebsn/api/carrello-b2b-registration/register_user', {
    headers: SDK_HEADERS,
    data: {
      email,
      password: NEW_ACCOUNT_PASSWORD,
      firstName: 'Carla',
      lastName: 'Rossi',
      privacy: true,
      person: {
        personTypeId: 2,
        company: 'Rossi Alimentari S.r.l.',
        fiscalCode: VAT,
        vatCode: VAT,
      },
    },
  });
  expect(account.status(), await account.text()).toBe(200);
  const company = await page.request.post('/ebsn/api/carrello-b2b-registration/register_person', {
    headers: SDK_HEADERS,
    data: {
      personTypeId: 2,
      company: 'Rossi Alimentari S.r.l.',
      vatCode: VAT,
      vatSdiCode: 'M5UXCR1',
      email,
    },
  });
  expect(company.status(), await company.text()).toBe(200);
}

async function addAddress(page: Page, addressName: string) {
  const response = await page.request.post('/ebsn/api/user-address/add', {
    headers: SDK_HEADERS,
    data: {
      addressName,
      address1: 'Via Padova',
      addressNumber: '12',
      city: 'Milano',
      province: 'MI',
      postalcode: '20131',
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('the company data of a business customer', () => {
  test('lists the company and its delivery addresses and edits them', async ({ page }) => {
    await newBusinessCustomer(page);
    await page.goto('/profile/dashboard');
    await page
      .getByRole('navigation', { name: 'Area personale' })
      .getByRole('link', { name: 'Dati aziendali' })
      .click();
    await expect(page).toHaveURL(/\/profile\/dati-aziendali$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dati aziendali' })).toBeVisible();
    const saved = page.getByLabel('Dati aziendali salvati');
    await expect(saved).toContainText('Rossi Alimentari S.r.l.');
    await expect(saved).toContainText(VAT);
    await expect(saved).toContainText('M5UXCR1');
    // No address yet: the empty state leads to adding one.
    await expect(page.getByRole('heading', { name: 'Nessun indirizzo di consegna' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Modifica i dati aziendali' });
    const company = form.getByRole('textbox', { name: 'Ragione sociale' });
    const vat = form.getByRole('textbox', { name: 'Partita IVA' });
    const sdi = form.getByRole('textbox', { name: 'Codice SDI' });
    const pec = form.getByRole('textbox', { name: 'PEC' });
    await expect(company).toHaveValue('Rossi Alimentari S.r.l.');
    await expect(vat).toHaveValue(VAT);

    // The core rules: a wrong check digit, and neither SDI nor PEC; nothing typed is lost.
    await company.fill('Rossi & Figli S.r.l.');
    await vat.fill('01234567890');
    await sdi.fill('');
    await form.getByRole('button', { name: 'Salva i dati aziendali' }).click();
    await expect(form.getByText('Partita Iva non valida')).toBeVisible();
    await expect(form.getByText('PEC o SDI obbligatori')).toHaveCount(2);
    await expect(vat).toBeFocused();
    await expect(company).toHaveValue('Rossi & Figli S.r.l.');
    await expect(saved).toContainText('Rossi Alimentari S.r.l.');

    await vat.fill(OTHER_VAT);
    await pec.fill('rossiefigli@pec.it');
    await form.getByRole('button', { name: 'Salva i dati aziendali' }).click();
    await expect(page.getByText('Dati aziendali aggiornati')).toBeVisible();
    await expect(saved).toContainText('Rossi & Figli S.r.l.');
    await expect(saved).toContainText(OTHER_VAT);
    await expect(saved).toContainText('rossiefigli@pec.it');

    // The saved company survives a reload, and the addresses of the account are the company's.
    await addAddress(page, 'Magazzino');
    await page.reload();
    await expect(saved).toContainText('Rossi & Figli S.r.l.');
    await expect(form.getByRole('textbox', { name: 'PEC' })).toHaveValue('rossiefigli@pec.it');
    const addresses = page.getByRole('list', { name: 'Indirizzi di consegna dell’azienda' });
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses).toContainText('Magazzino');
    await expect(addresses).toContainText('Via Padova 12, 20131 Milano (MI)');
  });

  test('a private customer has no company page in the menu', async ({ page }) => {
    const response = await page.request.post('/ebsn/api/registration/register_user', {
      headers: SDK_HEADERS,
      data: {
        email: newEmail('privato'),
        password: NEW_ACCOUNT_PASSWORD,
        firstName: 'Sara',
        lastName: 'Galli',
        privacy: true,
      },
    });
    expect(response.status()).toBe(200);
    await page.goto('/profile/dashboard');
    const menu = page.getByRole('navigation', { name: 'Area personale' });
    await expect(menu.getByRole('link', { name: 'I miei indirizzi' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dati aziendali' })).toHaveCount(0);
    await page.goto('/profile/dati-aziendali');
    await expect(page.getByText('Il tuo account non è aziendale.')).toBeVisible();
  });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    test(`the company page has no axe violations on the ${label}`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await newBusinessCustomer(page);
      await addAddress(page, 'Sede');
      await page.goto('/profile/dati-aziendali');
      const form = page.getByRole('form', { name: 'Modifica i dati aziendali' });
      // Error state: neither SDI nor PEC.
      await form.getByRole('textbox', { name: 'Codice SDI' }).fill('');
      await form.getByRole('button', { name: 'Salva i dati aziendali' }).click();
      await expect(form.getByText('PEC o SDI obbligatori')).toHaveCount(2);
      await expect(page.getByText('Via Padova 12')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`business-profile-${label}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

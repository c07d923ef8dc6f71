// The barcode specs' helpers, and a printed EAN-13 as a camera would film it: a Y4M video for Chromium's fake camera
// (`--use-file-for-fake-video-capture`), drawn here from the code's digits (no image library).
import { writeFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));
/** The parity of the left half's digits, chosen by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 (1 = bar). */
function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`Not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (parity[index] === 'L' ? L_CODES : G_CODES)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * Writes a Y4M video (640×480, 4:2:0) of the code printed black on white, 4 px a module, with
 * its quiet zones, a few identical frames (Chromium loops the file).
 */
export function writeEan13Video(path: string, code: string, frames = 3): void {
  const width = 640;
  const height = 480;
  const moduleWidth = 4;
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = 90;
  const bottom = height - 90;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = top; y < bottom; y += 1) {
    for (let index = 0; index < modules.length; index += 1) {
      if (modules[index] !== '1') continue;
      luma.fill(
        16,
        y * width + left + index * moduleWidth,
        y * width + left + (index + 1) * moduleWidth,
      );
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

export interface CatalogueProduct {
  name: string;
  barcode?: string;
}

/** A product of the seeded catalogue with an EAN-13, and its name. */
export async function productWithEan13(
  page: Pick<Page, 'request'>,
): Promise<Required<CatalogueProduct>> {
  const response = await page.request.get('/ebsn/api/products?page_size=20', {
    headers: SDK_HEADERS,
  });
  const { data } = (await response.json()) as { data: { products: CatalogueProduct[] } };
  const product = data.products.find((each) => /^\d{13}$/.test(each.barcode ?? ''));
  if (!product?.barcode) throw new Error('No product with an EAN-13 in the catalogue');
  return { name: product.name, barcode: product.barcode };
}

/** The same code with a wrong check digit. */
export function wrongCheckDigit(code: string): string {
  return `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;
}

export async function openScanner(page: Page) {
  await page.getByRole('button', { name: 'Scansiona codice a barre' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Scansiona il codice a barre' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function expectSearchResult(page: Page, product: Required<CatalogueProduct>) {
  await expect(page).toHaveURL(new RegExp(`/search\\?barcode=${product.barcode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Risultati per “${product.barcode}”`,
  );
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
}

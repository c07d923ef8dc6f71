// Credit card brand from a masked number (docs/requirements/entities.md: "Credit card brands recognised from a masked
// number ... Default is visa; with no number a generic icon is used").

/** A card brand the storefront has an icon for. */
export type CardBrand =
  | 'electron'
  | 'maestro'
  | 'dankort'
  | 'interpayment'
  | 'unionpay'
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'diners'
  | 'discover'
  | 'jcb';

/** A card brand, or `generic` when there is no number at all. */
export type CardBrandOrGeneric = CardBrand | 'generic';

/** An issuer identification prefix: a fixed start, or an inclusive numeric range of prefixes of one length. */
type IinRule = string | readonly [from: string, to: string];

// Order matters: the first brand whose prefix matches wins, so the narrow ranges (electron, maestro,
// dankort) come before the broad ones (visa 4, mastercard 5x). The 622126-622925 Discover range is
// co-branded with UnionPay and the required order (docs/requirements/payments.md) puts unionpay (62) first, so it reads as unionpay.
const CARD_BRAND_RULES: ReadonlyArray<readonly [CardBrand, readonly IinRule[]]> = [
  ['electron', ['4026', '417500', '4405', '4508', '4844', '4913', '4917']],
  ['maestro', ['5018', '5020', '5038', '5893', '6304', '6759', ['6761', '6763']]],
  ['dankort', ['5019']],
  ['interpayment', ['636']],
  ['unionpay', ['62']],
  ['visa', ['4']],
  [
    'mastercard',
    [
      ['51', '55'],
      ['2221', '2720'],
    ],
  ],
  ['amex', ['34', '37']],
  ['diners', [['300', '305'], '36', '38', '39']],
  ['discover', ['6011', ['622126', '622925'], ['644', '649'], '65']],
  ['jcb', [['3528', '3589']]],
];

function matchesRule(digits: string, rule: IinRule): boolean {
  if (typeof rule === 'string') return digits.startsWith(rule);
  const [from, to] = rule;
  // A range needs as many known digits as its bounds have.
  if (digits.length < from.length) return false;
  const prefix = Number(digits.slice(0, from.length));
  return prefix >= Number(from) && prefix <= Number(to);
}

/**
 * Returns the brand of a masked card number such as `4242********4242` or `5555 XXXX XXXX 4444`,
 * reading only the digits written before the mask; `visa` when a number is present but not
 * recognised and `generic` when there is none.
 */
export function cardBrandFromMaskedNumber(masked?: string | null): CardBrandOrGeneric {
  const text = (masked ?? '').trim();
  if (text === '') return 'generic';
  // Spaces and dashes only separate groups; the first mask character ends the known prefix.
  const leadingDigits = /^\d*/.exec(text.replace(/[\s-]/g, ''))?.[0] ?? '';
  for (const [brand, rules] of CARD_BRAND_RULES) {
    if (rules.some((rule) => matchesRule(leadingDigits, rule))) return brand;
  }
  return 'visa';
}

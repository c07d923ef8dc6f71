import { forwardRef, type ReactNode, type SVGProps } from 'react';
import { cardBrandFromMaskedNumber, type CardBrand, type CardBrandOrGeneric } from '@carrello/core';
import { useMessages } from '../messages/messages-context';

const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra: SVGProps<SVGTextElement> = {},
) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fill={fill}
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight={700}
    textAnchor="middle"
    {...extra}
  >
    {content}
  </text>
);

/** The Mastercard and Maestro mark: two discs in their left and right colours, and where they overlap. */
const interlockedCircles = (left: string, right: string, overlap: string) => (
  <>
    <circle cx="19" cy="16" r="9" fill={left} />
    <circle cx="29" cy="16" r="9" fill={right} />
    <path d="M24 8.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill={overlap} />
  </>
);

// Simplified marks drawn inline (no image requests, no CDN): brand colours and letterforms.
const ARTWORK: Record<CardBrandOrGeneric, { background: string; border?: string; art: ReactNode }> =
  {
    visa: {
      background: '#1a1f71',
      art: text(24, 21, 13, '#ffffff', 'VISA', { fontStyle: 'italic' }),
    },
    electron: {
      background: '#1a1f71',
      art: (
        <>
          {text(24, 17, 11, '#ffffff', 'VISA', { fontStyle: 'italic' })}
          {text(24, 26, 6, '#f7b600', 'Electron')}
        </>
      ),
    },
    mastercard: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: interlockedCircles('#eb001b', '#f79e1b', '#ff5f00'),
    },
    maestro: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: interlockedCircles('#0099df', '#ed0006', '#6c6bbd'),
    },
    amex: {
      background: '#2e77bc',
      art: text(24, 20, 10, '#ffffff', 'AMEX'),
    },
    diners: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: (
        <>
          <circle cx="24" cy="16" r="10" fill="none" stroke="#0079be" strokeWidth="3" />
          <path d="M21 10v12M27 10v12" stroke="#0079be" strokeWidth="2" />
        </>
      ),
    },
    discover: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: (
        <>
          {text(14, 19.5, 6.5, '#231f20', 'DISC')}
          <circle cx="25.5" cy="17.3" r="3.6" fill="#ff6000" />
          {text(35, 19.5, 6.5, '#231f20', 'VER')}
        </>
      ),
    },
    jcb: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: (
        <>
          <rect x="10" y="7" width="9" height="18" rx="3" fill="#0e4c96" />
          <rect x="20" y="7" width="9" height="18" rx="3" fill="#e21836" />
          <rect x="30" y="7" width="9" height="18" rx="3" fill="#007940" />
          {text(14.5, 19.5, 7, '#ffffff', 'J')}
          {text(24.5, 19.5, 7, '#ffffff', 'C')}
          {text(34.5, 19.5, 7, '#ffffff', 'B')}
        </>
      ),
    },
    unionpay: {
      background: '#ffffff',
      border: '#d5dbd8',
      art: (
        <>
          <path d="M9 6h11l-4 20H5z" fill="#e21836" />
          <path d="M19 6h11l-4 20H15z" fill="#00447c" />
          <path d="M29 6h11l-4 20H25z" fill="#007b84" />
          {text(24, 19.5, 6.5, '#ffffff', 'UnionPay')}
        </>
      ),
    },
    dankort: {
      background: '#e30613',
      art: text(24, 20.5, 11, '#ffffff', 'DK'),
    },
    interpayment: {
      background: '#003c71',
      art: text(24, 20.5, 10, '#ffffff', 'IP'),
    },
    generic: {
      background: '#eef0ef',
      border: '#7a8680',
      art: (
        <>
          <rect x="6" y="9" width="36" height="4" fill="#52605a" />
          <rect x="9" y="19" width="12" height="3" rx="1" fill="#52605a" />
        </>
      ),
    },
  };

/** Props of {@link CardBrandIcon}. */
export interface CardBrandIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** The brand; otherwise it is read from `maskedNumber`. */
  brand?: CardBrandOrGeneric;
  /** A masked card number such as `4242********4242`; the brand comes from the rule of `@carrello/core`. */
  maskedNumber?: string | null;
  /**
   * The width in px (the height is two thirds of it).
   * @default 40
   */
  size?: number;
  /** Whether the icon only decorates a text that already names the brand. */
  decorative?: boolean;
}

/** The brands the icon draws, generic included. */
export const CARD_BRANDS = Object.keys(ARTWORK) as CardBrandOrGeneric[];

/**
 * The icon of a card brand: eleven brands and a generic card (docs/requirements/entities.md), drawn as inline SVG.
 * Named by the brand (`role="img"`) unless `decorative`.
 * @example <CardBrandIcon maskedNumber={auth.creditCard} />
 */
export const CardBrandIcon = forwardRef<SVGSVGElement, CardBrandIconProps>(function CardBrandIcon(
  { brand, maskedNumber, size = 40, decorative = false, ...props },
  ref,
) {
  const messages = useMessages();
  const resolved: CardBrandOrGeneric = brand ?? cardBrandFromMaskedNumber(maskedNumber);
  const artwork = ARTWORK[resolved];
  const label = messages.cardBrand[resolved as CardBrand | 'generic'];
  return (
    <svg
      ref={ref}
      viewBox="0 0 48 32"
      width={size}
      height={(size * 2) / 3}
      data-brand={resolved}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      {...props}
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="31"
        rx="4"
        fill={artwork.background}
        stroke={artwork.border ?? artwork.background}
      />
      {artwork.art}
    </svg>
  );
});

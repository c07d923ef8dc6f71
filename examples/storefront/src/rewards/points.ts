import { formatItalianNumber } from '@carrello/core';

/** Loyalty points written the Italian way ("12.500 punti"), as prices and weights are. */
export function pointsText(points: number): string {
  return `${formatItalianNumber(points) ?? String(points)} punti`;
}

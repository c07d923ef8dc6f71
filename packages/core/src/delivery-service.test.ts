import { describe, expect, it } from 'vitest';
import { deliveryServiceIcon, deliveryServiceLabel, partnerZoneLabel } from './delivery-service';

describe('deliveryServiceIcon', () => {
  it.each([
    [1, 'store'],
    [2, 'home'],
    [4, 'locker'],
    [3, 'generic'],
    [undefined, 'generic'],
  ])('answers %s for service %j', (id, icon) => {
    expect(deliveryServiceIcon(id)).toBe(icon);
  });
});

describe('deliveryServiceLabel', () => {
  it.each([
    [1, 'Ritiro in negozio'],
    [2, 'Consegna a domicilio'],
    [4, 'Ritiro al locker'],
    [3, null],
    [null, null],
  ])('names service %j "%s"', (id, label) => {
    expect(deliveryServiceLabel(id)).toBe(label);
  });
});

describe('partnerZoneLabel', () => {
  it('labels zone group 5 as handled by a delivery partner', () => {
    expect(partnerZoneLabel(5)).toBe('Ordine gestito da un partner di consegna');
  });

  it.each([[1], [4], [null], [undefined]])('answers null for zone group %j', (zoneGroupId) => {
    expect(partnerZoneLabel(zoneGroupId)).toBeNull();
  });
});

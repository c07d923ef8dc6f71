import { describe, expect, it } from 'vitest';

import { configFromEnv, portFromEnv, seedConfigFromEnv } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the port, and does not fix the provider addresses', () => {
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(configFromEnv({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(configFromEnv({ PUBLIC_URL: '  ' }).publicUrl).toBe('http://localhost:8080');
    expect(configFromEnv({}).publicUrlSet).toBeUndefined();
  });

  it('keeps the origin alone: a trailing slash, a default port and capitals go', () => {
    for (const value of [
      'https://shop.example.it',
      'https://shop.example.it/',
      ' https://Shop.Example.it:443/ ',
    ]) {
      const config = configFromEnv({ PUBLIC_URL: value });
      expect(config.publicUrl, value).toBe('https://shop.example.it');
      expect(config.publicUrlSet, value).toBe(true);
    }
    expect(configFromEnv({ PUBLIC_URL: 'http://localhost:4173/' }).publicUrl).toBe(
      'http://localhost:4173',
    );
  });

  it('refuses anything that is not an http(s) origin, naming the value', () => {
    for (const value of [
      'shop.example.it',
      'shop.example.it/',
      'ftp://shop.example.it',
      'https://shop.example.it/negozio',
      'https://shop.example.it//',
      'https://shop.example.it/?a=1',
      'https://shop.example.it?',
      'https://shop.example.it/#top',
      'https://admin:secret@shop.example.it',
      'https://',
    ])
      expect(() => configFromEnv({ PUBLIC_URL: value }), value).toThrow(
        `PUBLIC_URL must be an http(s) origin such as https://shop.example.it (no path, query or credentials), not ${JSON.stringify(value)}`,
      );
  });
});

describe('CARRELLO_SEED_PRODUCTS and CARRELLO_SEED', () => {
  it('default to 5000 products and seed 1, and take positive whole numbers', () => {
    expect(seedConfigFromEnv({})).toEqual({ products: 5000, seed: 1 });
    expect(seedConfigFromEnv({ CARRELLO_SEED_PRODUCTS: '', CARRELLO_SEED: ' ' })).toEqual({
      products: 5000,
      seed: 1,
    });
    expect(seedConfigFromEnv({ CARRELLO_SEED_PRODUCTS: ' 600 ', CARRELLO_SEED: '42' })).toEqual({
      products: 600,
      seed: 42,
    });
    expect(seedConfigFromEnv({ CARRELLO_SEED: '4294967295' }).seed).toBe(4294967295);
  });

  it('refuses what is not a positive whole number, naming the variable and the value', () => {
    for (const value of ['abc', '0', '-5', '12.5', '1e3', '0x10', 'Infinity'])
      expect(() => seedConfigFromEnv({ CARRELLO_SEED_PRODUCTS: value }), value).toThrow(
        `CARRELLO_SEED_PRODUCTS must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, not ${JSON.stringify(value)}`,
      );
    for (const value of ['abc', '0', '4294967296'])
      expect(() => seedConfigFromEnv({ CARRELLO_SEED: value }), value).toThrow(
        `CARRELLO_SEED must be a whole number from 1 to 4294967295, not ${JSON.stringify(value)}`,
      );
  });
});

describe('PORT', () => {
  it('defaults to 8080 and takes a whole number from 0 (any free port) to 65535', () => {
    expect(portFromEnv({})).toBe(8080);
    expect(portFromEnv({ PORT: ' ' })).toBe(8080);
    expect(portFromEnv({ PORT: '0' })).toBe(0);
    expect(portFromEnv({ PORT: ' 4000 ' })).toBe(4000);
    expect(portFromEnv({ PORT: '65535' })).toBe(65535);
  });

  it('refuses anything else, naming the variable, the range and the value', () => {
    for (const value of [
      'abc',
      '70000',
      '65536',
      '-1',
      '3000x',
      '12.5',
      '1e3',
      '0x10',
      'Infinity',
    ]) {
      const refusal = `PORT must be a whole number from 0 to 65535 (0: any free port), not ${JSON.stringify(value)}`;
      expect(() => portFromEnv({ PORT: value }), value).toThrow(refusal);
      // The default PUBLIC_URL names the port: the settings refuse it as well.
      expect(() => configFromEnv({ PORT: value }), value).toThrow(refusal);
    }
  });
});

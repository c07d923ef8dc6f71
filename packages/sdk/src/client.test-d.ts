import { describe, expectTypeOf, it } from 'vitest';

import { createEbsnClient } from './client';
import type { Cart, Category, PaymentResponse, Product, Suggestion } from './models';
import type { ProductList } from './resources/products';

const client = createEbsnClient({ baseUrl: 'https://spesa.example.it' });

describe('createEbsnClient types', () => {
  it('types answers from the contract', () => {
    expectTypeOf(client.cart.view()).resolves.toExtend<Cart>();
    expectTypeOf(client.cart.buy({ payment_type_id: 12 })).resolves.toExtend<PaymentResponse>();
    expectTypeOf(client.products.getBySlug('latte-intero')).resolves.toExtend<Product>();
    expectTypeOf(client.products.suggest({ q: 'pomo' }))
      .resolves.toHaveProperty('suggestions')
      .toExtend<Suggestion[]>();
  });

  it("answers the contract's named types as they are", () => {
    expectTypeOf(client.cart.view()).resolves.toEqualTypeOf<Cart>();
    expectTypeOf(client.category.tree()).resolves.toEqualTypeOf<{ categories: Category[] }>();
    expectTypeOf(client.category.getBySlug('frutta')).resolves.toEqualTypeOf<Category>();
    expectTypeOf(client.products.search('pomodori')).resolves.toEqualTypeOf<ProductList>();
  });

  it('types request bodies and queries from the contract', () => {
    // @ts-expect-error items are required
    void client.cart.addProduct({});
    // @ts-expect-error quantity must be a number
    void client.cart.addProduct({ items: [{ productId: 1, quantity: 'due' }] });
    // @ts-expect-error only the three cart infos of docs/requirements/entities.md exist
    void client.cart.setCartInfo({ property: 'colour', value: 'rosso' });
    // @ts-expect-error the login form needs a password
    void client.auth.login({ login: 'mario.rossi@example.it' });
  });
});

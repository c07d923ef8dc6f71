import { useState, type FormEvent } from 'react';

import { cartCountText } from '@carrello/core';
import { useLogin, useSession } from '@carrello/hooks';
import { Button, CartSummary, Field, TextInput } from '@carrello/ui';

import { useShopperCart } from './cart';

/** Sign-in with the reference server's demo shopper filled in. */
function SignIn() {
  const login = useLogin();
  const [email, setEmail] = useState('mario.rossi@example.it');
  const [password, setPassword] = useState('Spesa2026!');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ login: email, password });
  };
  return (
    <form onSubmit={submit} aria-label="Accedi">
      <h2>Accedi per fare la spesa</h2>
      <Field label="Email">
        <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password" error={login.error?.message}>
        <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" disabled={login.isPending}>
        Accedi
      </Button>
    </form>
  );
}

/** The cart: its count and the kit's summary (packages, TOTALE, "Concludi ordine"). */
export function CartPanel() {
  const { data: session } = useSession();
  const { data: cart } = useShopperCart();
  if (!session?.isAuthenticated) return <SignIn />;
  return (
    <section aria-labelledby="cart-title">
      <h2 id="cart-title">Carrello{cart ? `: ${cartCountText(cart.totalItems)}` : ''}</h2>
      <CartSummary cart={cart} onCheckout={() => alert('Qui inizia il checkout')} />
    </section>
  );
}

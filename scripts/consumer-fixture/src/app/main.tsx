// A small browser app built with Vite: the kit is bundled by the app, as most apps do.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge, CartSummary, ProductGrid, SearchBox, ThemeProvider } from '@carrello/ui';
import { VisuallyHidden } from '@carrello/ui/headless';

import { cart, products } from '../sample-data.js';

function App() {
  const [text, setText] = useState('');
  return (
    <ThemeProvider>
      <VisuallyHidden>
        <h1>Spesa online</h1>
      </VisuallyHidden>
      <Badge>Nuovo</Badge>
      <SearchBox value={text} onValueChange={setText} onSearch={() => {}} />
      <ProductGrid products={products} onAddToCart={() => {}} />
      <CartSummary cart={cart} onCheckout={() => {}} />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

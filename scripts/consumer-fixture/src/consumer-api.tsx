// What a strict TypeScript consumer writes with each package's main API. It is type-checked
// (strict, skipLibCheck: false, nodenext) and never run.
import { isValidVatNumber, normalizeTaxCode } from '@carrello/core';
import { vatNumberSchema } from '@carrello/core/schemas';
import { createEbsnClient, isEbsnError, type DataOf, type Product } from '@carrello/sdk';
import {
  CarrelloProvider,
  createCarrelloQueryClient,
  deliveryQueries,
  useInsertFiscalPerson,
  useProduct,
  useProvinces,
} from '@carrello/hooks';
import { Badge, InvoiceForm, ProductGrid, ThemeProvider, createTheme } from '@carrello/ui';
import { SearchBox, VisuallyHidden, type SearchBoxQuery } from '@carrello/ui/headless';

export const valid: boolean = isValidVatNumber('01234567897');
export const taxCode: string = normalizeTaxCode(' rssmra80a01h501u ');
export const vat = vatNumberSchema.safeParse('01234567897');

export const client = createEbsnClient({ baseUrl: 'http://localhost:8080' });

export async function firstProductName(): Promise<string | undefined> {
  try {
    const { products } = await client.products.list({ page_size: 1 });
    const first: Product | undefined = products[0];
    return first?.name;
  } catch (error) {
    if (isEbsnError(error)) return error.message;
    throw error;
  }
}

// Query factories keep their data tag: getQueryData is typed, not unknown.
export const queryClient = createCarrelloQueryClient();
type DeliveryServices = DataOf<'/ebsn/api/delivery-service/list', 'get'>;
export const services: DeliveryServices | undefined = queryClient.getQueryData(
  deliveryQueries.services(client).queryKey,
);

export function ProductName({ slug }: { slug: string }) {
  const { data } = useProduct(slug);
  return <h1>{data?.name}</h1>;
}

// The invoice form's output is the insert hook's input; provinces take the hook's data as is.
export function Invoice() {
  const insert = useInsertFiscalPerson();
  const provinces = useProvinces();
  return (
    <InvoiceForm
      phoneConfirmed
      onAddPerson={(value) => insert.mutateAsync(value)}
      provinces={provinces.data}
    />
  );
}

const theme = createTheme({ colors: { primary: '#0b5fa5' } });

export function App({
  products,
  onSearch,
}: {
  products: Product[];
  onSearch: (q: SearchBoxQuery) => void;
}) {
  return (
    <CarrelloProvider client={client} queryClient={queryClient}>
      <ThemeProvider theme={theme}>
        <Badge>Nuovo</Badge>
        <ProductGrid products={products} onAddToCart={() => {}} />
        <ProductName slug="latte" />
        <Invoice />
        <SearchBox.Root onSearch={onSearch}>
          <SearchBox.Input aria-label="Cerca" />
        </SearchBox.Root>
        <VisuallyHidden>Carrello</VisuallyHidden>
      </ThemeProvider>
    </CarrelloProvider>
  );
}

// What a chain's app pays for the kit (`pnpm bench:size`), gzip: for each budget a consumer entry
// that imports one thing is bundled for production with Vite, React, React DOM and
// styled-components left out (the app has them already), and the entry's first load is counted:
// its chunk and every chunk it imports statically. Code the kit loads on demand (the new fiscal
// person's form inside InvoiceForm) lands in chunks of its own that load when used, as in an app.
// Read from the built `dist` (`pnpm --filter @carrello/ui build` first); run by
// `scripts/size-table.mjs`.
export default [
  {
    name: "import { Badge } from '@carrello/ui'",
    import: "{ Badge } from '@carrello/ui'",
    limit: '3 kB',
  },
  {
    name: "import { VisuallyHidden } from '@carrello/ui/headless'",
    import: "{ VisuallyHidden } from '@carrello/ui/headless'",
    limit: '0.5 kB',
  },
  // Downshift is about half of it; the box bundles its own area of the messages only.
  {
    name: "import { SearchBox } from '@carrello/ui'",
    import: "{ SearchBox } from '@carrello/ui'",
    limit: '25 kB',
  },
  {
    name: "import { InvoiceForm } from '@carrello/ui'",
    import: "{ InvoiceForm } from '@carrello/ui'",
    limit: '45 kB',
  },
  {
    name: "import { FiscalPersonForm } from '@carrello/ui'",
    import: "{ FiscalPersonForm } from '@carrello/ui'",
    limit: '60 kB',
  },
  {
    name: "import * from '@carrello/ui' (the whole kit)",
    import: "* from '@carrello/ui'",
    limit: '225 kB',
  },
  {
    name: "import * from '@carrello/ui/headless'",
    import: "* from '@carrello/ui/headless'",
    limit: '205 kB',
  },
];

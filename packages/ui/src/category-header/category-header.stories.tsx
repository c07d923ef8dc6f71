import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.styles';
import { pastaTrail } from '../breadcrumbs/fixtures';
import { CategoryHeader } from './category-header';

const banner =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><rect width="160" height="60" fill="#f4d9a6"/><circle cx="40" cy="34" r="18" fill="#e0a73b"/><circle cx="90" cy="28" r="14" fill="#c4572b"/><circle cx="126" cy="38" r="12" fill="#7a9a3a"/></svg>',
  );

const meta = {
  title: 'Catalogue/CategoryHeader',
  component: CategoryHeader,
  args: {
    title: 'Pasta',
    description:
      'Pasta secca di semola, fresca all’uovo e ripiena: tutti i formati per ogni ricetta.',
    breadcrumbs: <Breadcrumbs items={pastaTrail} />,
  },
} satisfies Meta<typeof CategoryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBanner: Story = {
  args: { image: { src: banner, alt: 'Formati di pasta e pomodori' } },
  globals: { viewport: { value: 'desktop' } },
};

/** A CMS description in paragraphs, subcategory links in the slot, and a title the router focuses. */
export const WithSubcategories: Story = {
  args: {
    titleProps: { tabIndex: -1 },
    description: (
      <div>
        <p>Pasta secca di semola e fresca all’uovo.</p>
        <p>Tutti i formati per ogni ricetta.</p>
      </div>
    ),
    children: (
      <nav aria-label="Sottocategorie">
        <ul style={{ display: 'flex', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <a href="/pasta-secca">Pasta secca</a>
          </li>
          <li>
            <a href="/pasta-fresca">Pasta fresca</a>
          </li>
        </ul>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Pasta' });
    title.focus();
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Sottocategorie' })).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongTitlePhone: Story = {
  args: {
    title: 'Prodotti per la cura della casa e del bucato a basso impatto ambientale',
    image: { src: banner, alt: 'Detersivi ecologici' },
  },
  globals: { viewport: { value: 'phone' } },
};

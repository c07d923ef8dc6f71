import { useLocation } from 'react-router-dom';

import { brand, documentTitle } from '../app/brand';
import { serializeJsonLd, type JsonLdDocument } from './json-ld';
import { buildPageMeta, canonicalPath, isNoindexPath, type PageMetaInput } from './meta';
import { useSiteOrigin } from './site-origin';

/** The chain's one-line description, for pages that have none of their own. */
const DEFAULT_DESCRIPTION = 'La spesa online con consegna a domicilio e ritiro in negozio.';

/** Props of {@link PageMeta}. */
export interface PageMetaProps {
  /** The page's title without the brand (`Passata di pomodoro`); empty for the home page. */
  title: string;
  /** Plain text or CMS HTML summarising the page. @default DEFAULT_DESCRIPTION */
  description?: string | null;
  /** The canonical path; by default the page's path with its search words and page number. */
  path?: string;
  /** An image for link previews. */
  image?: string | null;
  /** Open Graph type. @default 'website' */
  type?: PageMetaInput['type'];
  /** Whether search engines leave the page out; by default private and error pages do. */
  noindex?: boolean;
}

/**
 * The head of a page: `<title>`, meta description, canonical link, robots, Open Graph and
 * Twitter tags. React 19 moves them into `<head>`, on the client and in server rendering alike;
 * render one per page.
 */
export function PageMeta({ title, description, path, image, type, noindex }: PageMetaProps) {
  const location = useLocation();
  const origin = useSiteOrigin();
  const tags = buildPageMeta({
    title: documentTitle(title),
    description: description ?? DEFAULT_DESCRIPTION,
    origin,
    path: path ?? canonicalPath(location.pathname, location.search),
    siteName: brand.name,
    image,
    type,
    noindex: noindex ?? isNoindexPath(location.pathname),
  });
  return (
    <>
      <title>{tags.title}</title>
      <link rel="canonical" href={tags.canonical} />
      {tags.meta.map((tag) =>
        'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
    </>
  );
}

/** Props of {@link JsonLd}. */
interface JsonLdProps {
  /** The structured data, typed with schema.org's types (`schema-dts`). */
  data: JsonLdDocument;
}

/** Structured data as `<script type="application/ld+json">`, escaped so it cannot end early. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with <, > and & escaped (serializeJsonLd): it never leaves the script.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

import { useId } from 'react';
import { styled } from 'styled-components';

import type { Warehouse } from '@carrello/sdk';

const WIDTH = 640;
const HEIGHT = 400;
const MARGIN = 48;

const Figure = styled.figure`
  margin: 0;
  max-width: ${WIDTH}px;
  svg {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  [data-part='store'] path {
    fill: ${({ theme }) => theme.colors.primary};
    stroke: ${({ theme }) => theme.colors.surface};
  }
  [data-part='store'] circle {
    fill: ${({ theme }) => theme.colors.surface};
  }
  [data-part='store'] text {
    stroke: ${({ theme }) => theme.colors.surface};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A label starts, centres or ends at its point, whichever keeps it inside the picture. */
function anchor(x: number): 'start' | 'middle' | 'end' {
  if (x < WIDTH / 3) return 'start';
  return x > (WIDTH * 2) / 3 ? 'end' : 'middle';
}

interface Point {
  x: number;
  y: number;
}

/** How many of the chain's other stores the map places around the store. */
const NEIGHBOURS = 5;

/** The stores closest to `store`, closest first: the map shows the store's surroundings. */
function nearest(store: Warehouse, others: readonly Warehouse[]): Warehouse[] {
  const { latitude = 0, longitude = 0 } = store.address;
  const xScale = Math.cos((latitude * Math.PI) / 180);
  const distance = (other: Warehouse) =>
    ((other.address.longitude ?? 0) - longitude) ** 2 * xScale ** 2 +
    ((other.address.latitude ?? 0) - latitude) ** 2;
  return [...others].sort((a, b) => distance(a) - distance(b)).slice(0, NEIGHBOURS);
}

/** A label's box, roughly: 7 px a letter at the map's type size. */
function labelBox(x: number, y: number, text: string, anchorAt: 'start' | 'middle' | 'end') {
  const width = text.length * 7.5 + 4;
  const left = anchorAt === 'start' ? x : anchorAt === 'end' ? x - width : x - width / 2;
  return { left, right: left + width, top: y - 14, bottom: y + 4 };
}

type LabelBox = ReturnType<typeof labelBox>;

function clashes(box: LabelBox, placed: readonly LabelBox[]): boolean {
  return placed.some(
    (other) =>
      box.left < other.right &&
      other.left < box.right &&
      box.top < other.bottom &&
      other.top < box.bottom,
  );
}

function located(store: Warehouse): boolean {
  const { latitude, longitude } = store.address;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    (latitude !== 0 || longitude !== 0)
  );
}

/**
 * An equirectangular projection of the stores' area into the picture, a degree of longitude
 * shortened by the cosine of the latitude so that distances read alike both ways.
 */
function projection(stores: readonly Warehouse[]): (store: Warehouse) => Point {
  const lats = stores.map((store) => store.address.latitude!);
  const lons = stores.map((store) => store.address.longitude!);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const xScale = Math.cos((midLat * Math.PI) / 180);
  // At least 0.5° each way, so one store or two close ones are not blown up to the edges.
  const spanX = Math.max((Math.max(...lons) - Math.min(...lons)) * xScale, 0.5);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), 0.5);
  const scale = Math.min((WIDTH - 2 * MARGIN) / spanX, (HEIGHT - 2 * MARGIN) / spanY);
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  return (store) => ({
    x: WIDTH / 2 + (store.address.longitude! - midLon) * xScale * scale,
    y: HEIGHT / 2 - (store.address.latitude! - midLat) * scale,
  });
}

/**
 * A plain map drawn from the stores' coordinates, with no tile server: the store as a pin among
 * the chain's nearest other stores (dots, named by their city where the label fits), north up.
 * A link opens the place on OpenStreetMap for directions.
 */
export function StoreMap({
  store,
  stores,
}: {
  store: Warehouse;
  stores: readonly Warehouse[] | undefined;
}) {
  const titleId = useId();
  if (!located(store)) return null;
  const others = nearest(
    store,
    (stores ?? []).filter((other) => other.warehouseId !== store.warehouseId && located(other)),
  );
  const project = projection([store, ...others]);
  const here = project(store);
  // The store's own name first; a neighbour's city only where it clashes with no other label.
  const placed: LabelBox[] = [labelBox(here.x, here.y + 20, store.name, anchor(here.x))];
  const labelled = new Set<number>();
  for (const other of others) {
    const point = project(other);
    const end = point.x > WIDTH - 120;
    const candidate = labelBox(
      end ? point.x - 8 : point.x + 8,
      point.y + 4,
      other.address.city,
      end ? 'end' : 'start',
    );
    if (!clashes(candidate, placed)) {
      placed.push(candidate);
      labelled.add(other.warehouseId);
    }
  }
  const { latitude, longitude } = store.address;
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        data-testid="store-map"
      >
        <title id={titleId}>
          {`Mappa: ${store.name} a ${store.address.city}` +
            (others.length > 0
              ? `, con i negozi più vicini (${others.map((other) => other.address.city).join(', ')})`
              : '')}
        </title>
        <g fill="none" stroke="currentColor" strokeOpacity="0.12">
          {[1, 2, 3, 4, 5, 6, 7].map((line) => (
            <line
              key={`v${line}`}
              x1={(WIDTH / 8) * line}
              y1="0"
              x2={(WIDTH / 8) * line}
              y2={HEIGHT}
            />
          ))}
          {[1, 2, 3, 4].map((line) => (
            <line
              key={`h${line}`}
              x1="0"
              y1={(HEIGHT / 5) * line}
              x2={WIDTH}
              y2={(HEIGHT / 5) * line}
            />
          ))}
        </g>
        <g fontFamily="sans-serif" fontSize="13" fill="currentColor">
          {others.map((other) => {
            const point = project(other);
            return (
              <g key={other.warehouseId} opacity="0.7">
                <circle cx={point.x} cy={point.y} r="5">
                  <title>{other.name}</title>
                </circle>
                {labelled.has(other.warehouseId) ? (
                  <text
                    x={point.x > WIDTH - 120 ? point.x - 8 : point.x + 8}
                    y={point.y + 4}
                    textAnchor={point.x > WIDTH - 120 ? 'end' : 'start'}
                  >
                    {other.address.city}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <g data-part="store">
          <path d={`M ${here.x} ${here.y} l -11 -18 a 13 13 0 1 1 22 0 z`} strokeWidth="2" />
          <circle cx={here.x} cy={here.y - 24} r="5" />
          <text
            x={here.x}
            y={here.y + 20}
            textAnchor={anchor(here.x)}
            fontFamily="sans-serif"
            fontSize="15"
            fontWeight="700"
            fill="currentColor"
            strokeWidth="4"
            paintOrder="stroke"
          >
            {store.name}
          </text>
        </g>
        <g fontFamily="sans-serif" fontSize="13" fill="currentColor" aria-hidden="true">
          <path d={`M ${WIDTH - 24} 14 l 6 14 h -12 z`} />
          <text x={WIDTH - 24} y="44" textAnchor="middle">
            N
          </text>
        </g>
      </svg>
      <figcaption>
        Mappa schematica dei negozi vicini. <a href={osm}>Apri la posizione su OpenStreetMap</a>
      </figcaption>
    </Figure>
  );
}

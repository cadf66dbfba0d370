import type { OfficeInfo, OfficeRole, RenderContext } from '../../render-context.ts';
import type { UiKey } from '../../i18n/ui-strings.ts';
import type { BlockComponentProps } from '../types.ts';
import { EmailLink, PhoneLink } from '../shared/ContactLinks.tsx';

/** Simplified outline of the Netherlands (longitude, latitude), good enough for a schematic map. */
const OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [3.37, 51.37],
  [3.9, 51.21],
  [4.25, 51.37],
  [4.55, 51.48],
  [4.8, 51.5],
  [5.1, 51.43],
  [5.5, 51.29],
  [5.85, 51.15],
  [5.64, 50.85],
  [5.7, 50.76],
  [6.02, 50.76],
  [6.1, 50.93],
  [5.88, 51.05],
  [6.17, 51.36],
  [6.0, 51.82],
  [6.4, 51.84],
  [6.8, 51.96],
  [6.7, 52.1],
  [7.06, 52.24],
  [6.7, 52.46],
  [7.05, 52.64],
  [7.2, 53.0],
  [7.21, 53.25],
  [6.9, 53.35],
  [6.2, 53.42],
  [5.6, 53.4],
  [5.35, 53.25],
  [5.05, 53.08],
  [4.75, 52.96],
  [4.62, 52.6],
  [4.5, 52.35],
  [4.25, 52.1],
  [4.05, 51.98],
  [3.85, 51.8],
  [3.5, 51.6],
  [3.42, 51.45],
];

const WEST = 3.2;
const NORTH = 53.6;
const SCALE = 100;
const LONGITUDE_FACTOR = Math.cos((52.2 * Math.PI) / 180);
const VIEW_WIDTH = Math.round((7.4 - WEST) * LONGITUDE_FACTOR * SCALE);
const VIEW_HEIGHT = Math.round((NORTH - 50.65) * SCALE);

function project(longitude: number, latitude: number): { x: number; y: number } {
  return {
    x: Math.round((longitude - WEST) * LONGITUDE_FACTOR * SCALE * 10) / 10,
    y: Math.round((NORTH - latitude) * SCALE * 10) / 10,
  };
}

const OUTLINE_PATH =
  OUTLINE.map(([lon, lat], index) => {
    const { x, y } = project(lon, lat);
    return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
  }).join(' ') + ' Z';

const ROLE_LABEL: Record<OfficeRole, UiKey> = {
  headquarters: 'offices.headquarters',
  north: 'offices.north',
  university: 'offices.university',
};

/** How the map's description names each office ("a northern office in {city}"). */
const ROLE_DESCRIPTION: Record<OfficeRole, UiKey> = {
  headquarters: 'offices.describe.headquarters',
  north: 'offices.describe.north',
  university: 'offices.describe.university',
};

const ROLE_ORDER: Record<OfficeRole, number> = { headquarters: 0, north: 1, university: 2 };

function officeLabel(office: OfficeInfo, context: RenderContext): string {
  return `${office.city}: ${context.t(ROLE_LABEL[office.role])}`;
}

/**
 * The SVG's text alternative, built from the offices in the settings: "Headquarters in
 * Culemborg, a northern office in Haren and an office in the university city of Nijmegen."
 */
export function officesDescription(offices: readonly OfficeInfo[], context: RenderContext): string {
  const parts = offices.map((office) => context.t(ROLE_DESCRIPTION[office.role], { city: office.city }));
  if (parts.length === 0) return '';
  const text = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${context.t('offices.and')} ${parts[parts.length - 1]}`;
  return `${text.charAt(0).toLocaleUpperCase(context.locale)}${text.slice(1)}.`;
}

/** City (bold, 13px) over its role (11px); widths estimated generously for a system font. */
const CITY_SIZE = 13;
const ROLE_SIZE = 11;
const LABEL_HEIGHT = 28;
const MARKER_CLEARANCE = 9;
const EDGE = 2;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface LabelPlacement {
  x: number;
  /** Baseline of the city line; the role line is one line lower. */
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where each office's two-line label goes: right of its marker, else left, below or above,
 * whichever first stays on the map and clear of the other markers and labels placed so far.
 */
export function placeLabels(points: readonly { x: number; y: number; city: string; role: string }[]): LabelPlacement[] {
  const markers: Box[] = points.map(({ x, y }) => ({ left: x - 8, top: y - 8, right: x + 8, bottom: y + 8 }));
  const placed: Box[] = [];
  return points.map((point, index) => {
    const width = Math.max(point.city.length * CITY_SIZE * 0.64, point.role.length * ROLE_SIZE * 0.6);
    const { x, y } = point;
    const candidates: LabelPlacement[] = [
      {
        x: x + MARKER_CLEARANCE,
        y: y + 4,
        anchor: 'start',
        box: { left: x + MARKER_CLEARANCE, top: y - 9, right: x + MARKER_CLEARANCE + width, bottom: y - 9 + LABEL_HEIGHT },
      },
      {
        x: x - MARKER_CLEARANCE,
        y: y + 4,
        anchor: 'end',
        box: { left: x - MARKER_CLEARANCE - width, top: y - 9, right: x - MARKER_CLEARANCE, bottom: y - 9 + LABEL_HEIGHT },
      },
      {
        x,
        y: y + MARKER_CLEARANCE + 12,
        anchor: 'middle',
        box: { left: x - width / 2, top: y + MARKER_CLEARANCE, right: x + width / 2, bottom: y + MARKER_CLEARANCE + LABEL_HEIGHT },
      },
      {
        x,
        y: y - MARKER_CLEARANCE - LABEL_HEIGHT + 12,
        anchor: 'middle',
        box: { left: x - width / 2, top: y - MARKER_CLEARANCE - LABEL_HEIGHT, right: x + width / 2, bottom: y - MARKER_CLEARANCE },
      },
    ];
    const fits = (candidate: LabelPlacement) =>
      candidate.box.left >= EDGE &&
      candidate.box.right <= VIEW_WIDTH - EDGE &&
      candidate.box.top >= EDGE &&
      candidate.box.bottom <= VIEW_HEIGHT - EDGE &&
      !placed.some((box) => overlaps(box, candidate.box)) &&
      !markers.some((box, other) => other !== index && overlaps(box, candidate.box));
    const chosen =
      candidates.find(fits) ??
      candidates.find((candidate) => candidate.box.left >= EDGE && candidate.box.right <= VIEW_WIDTH - EDGE) ??
      candidates[0]!;
    placed.push(chosen.box);
    return chosen;
  });
}

/**
 * The offices (SPEC 2.9: headquarters Culemborg, Haren in the north, Nijmegen the
 * university city) as a static SVG plus the same information as a list: the SVG is an
 * image with a title and a description built from the company's offices, and labels each
 * marker with its city and its role; the list carries the addresses for everyone, each office's
 * phone as a tel: link and, with the headquarters, the company's e-mail as a mailto: link.
 */
export function OfficesMap({ block, context }: BlockComponentProps<'officesMap'>) {
  const title = block.props.title || context.t('offices.defaultTitle');
  const offices = [...context.company.offices].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const svgTitleId = `offices-map-title-${block.key}`;
  const svgDescId = `offices-map-desc-${block.key}`;
  const labels = placeLabels(
    offices.map((office) => ({
      ...project(office.longitude, office.latitude),
      city: office.city,
      role: context.t(ROLE_LABEL[office.role]),
    })),
  );
  return (
    <section className="block block-offices-map">
      <h2 className="block__title">{title}</h2>
      <div className="offices-map">
        <svg
          className="offices-map__svg"
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          role="img"
          aria-labelledby={`${svgTitleId} ${svgDescId}`}
          focusable="false"
        >
          <title id={svgTitleId}>{context.t('offices.mapTitle', { company: context.company.name })}</title>
          <desc id={svgDescId}>{officesDescription(offices, context)}</desc>
          <path className="offices-map__land" d={OUTLINE_PATH} />
          {offices.map((office, index) => {
            const { x, y } = project(office.longitude, office.latitude);
            const label = labels[index]!;
            return (
              <g key={office.id} className={`offices-map__marker offices-map__marker--${office.role}`} data-office={office.id}>
                <circle cx={x} cy={y} r={office.role === 'headquarters' ? 7 : 5} />
                <text x={label.x} y={label.y} textAnchor={label.anchor}>
                  <tspan className="offices-map__city">{office.city}</tspan>
                  <tspan className="offices-map__role" x={label.x} dy={14}>
                    {context.t(ROLE_LABEL[office.role])}
                  </tspan>
                </text>
              </g>
            );
          })}
        </svg>
        <ul className="offices-map__list">
          {offices.map((office) => (
            <li key={office.id} className={`office office--${office.role}`} data-office={office.id}>
              <h3 className="office__name">{officeLabel(office, context)}</h3>
              <address className="office__address">
                {office.addressLines.map((line, index) => (
                  <span key={index} className="office__line">
                    {line}
                  </span>
                ))}
                {office.phone && (
                  <span className="office__line office__contact">
                    {context.t('layout.phone')}: <PhoneLink phone={office.phone} />
                  </span>
                )}
                {/* The company's one e-mail address, with the headquarters (the offices share it). */}
                {office.role === 'headquarters' && context.company.email && (
                  <span className="office__line office__contact">
                    {context.t('layout.email')}: <EmailLink email={context.company.email} />
                  </span>
                )}
              </address>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { OfficeInfo, OfficeRole, RenderContext } from '../../render-context.ts';
import type { UiKey } from '../../i18n/ui-strings.ts';
import type { BlockComponentProps } from '../types.ts';

/** Simplified outline of the Netherlands (longitude, latitude), good enough for a schematic map. */
const OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [3.37, 51.37], [3.9, 51.21], [4.25, 51.37], [4.55, 51.48], [4.8, 51.5], [5.1, 51.43], [5.5, 51.29], [5.85, 51.15],
  [5.64, 50.85], [5.7, 50.76], [6.02, 50.76], [6.1, 50.93], [5.88, 51.05], [6.17, 51.36], [6.0, 51.82], [6.4, 51.84],
  [6.8, 51.96], [6.7, 52.1], [7.06, 52.24], [6.7, 52.46], [7.05, 52.64], [7.2, 53.0], [7.21, 53.25], [6.9, 53.35],
  [6.2, 53.42], [5.6, 53.4], [5.35, 53.25], [5.05, 53.08], [4.75, 52.96], [4.62, 52.6], [4.5, 52.35],
  [4.25, 52.1], [4.05, 51.98], [3.85, 51.8], [3.5, 51.6], [3.42, 51.45],
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

const OUTLINE_PATH = OUTLINE.map(([lon, lat], index) => {
  const { x, y } = project(lon, lat);
  return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
}).join(' ') + ' Z';

const ROLE_LABEL: Record<OfficeRole, UiKey> = {
  headquarters: 'offices.headquarters',
  north: 'offices.north',
  university: 'offices.university',
};

const ROLE_ORDER: Record<OfficeRole, number> = { headquarters: 0, north: 1, university: 2 };

function officeLabel(office: OfficeInfo, context: RenderContext): string {
  return `${office.city}: ${context.t(ROLE_LABEL[office.role])}`;
}

/**
 * The offices (SPEC 2.9: headquarters Culemborg, Haren in the north, Nijmegen the
 * university city) as a static SVG plus the same information as a list: the SVG is an
 * image with a title and description, the list carries the addresses for everyone.
 */
export function OfficesMap({ block, context }: BlockComponentProps<'officesMap'>) {
  const title = block.props.title || context.t('offices.defaultTitle');
  const offices = [...context.company.offices].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const svgTitleId = `offices-map-title-${block.key}`;
  const svgDescId = `offices-map-desc-${block.key}`;
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
          <desc id={svgDescId}>{context.t('offices.mapDescription')}</desc>
          <path className="offices-map__land" d={OUTLINE_PATH} />
          {offices.map((office) => {
            const { x, y } = project(office.longitude, office.latitude);
            // Labels go right of the marker unless that runs off the map or into a neighbour.
            const labelLeft =
              x > VIEW_WIDTH * 0.75 ||
              offices.some((other) => {
                const position = project(other.longitude, other.latitude);
                return other !== office && position.x > x && position.x - x < 90 && Math.abs(position.y - y) < 24;
              });
            return (
              <g key={office.id} className={`offices-map__marker offices-map__marker--${office.role}`} data-office={office.id}>
                <circle cx={x} cy={y} r={office.role === 'headquarters' ? 7 : 5} />
                <text x={labelLeft ? x - 10 : x + 10} y={y + 4} textAnchor={labelLeft ? 'end' : 'start'}>
                  {office.city}
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
                  <span key={index} className="office__line">{line}</span>
                ))}
              </address>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

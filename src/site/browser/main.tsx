/**
 * The public site's only script entry. It finds every [data-island] element and hydrates it
 * with its island component; each island (and React itself) is a separate chunk loaded on
 * demand, so a page downloads only the islands it has and a page without islands loads
 * nothing at all (the server adds this script only when the HTML contains data-island).
 */
// islands.css is part of the inline critical CSS (src/site/server/critical-css.ts), not a
// render-blocking stylesheet of its own.
import { CONSENT_CHANGE_EVENT } from './consent-cookie.ts';
import { readIslandProps, type IslandName } from './island-props.ts';

type IslandModule = { default: (props: never) => unknown };

const ISLANDS: Record<IslandName, () => Promise<IslandModule>> = {
  'video-consent': () => import('./video/VideoConsent.tsx'),
  'contact-form': () => import('./contact/ContactFormIsland.tsx'),
  'search-box': () => import('./search/SearchPanel.tsx'),
};

async function hydrate(element: HTMLElement): Promise<void> {
  const load = ISLANDS[element.dataset.island as IslandName];
  const props = readIslandProps(element);
  if (!load || !props) return;
  const [{ createElement }, { hydrateRoot }, island] = await Promise.all([import('react'), import('react-dom/client'), load()]);
  hydrateRoot(element, createElement(island.default as (props: object) => never, props), {
    // A mismatch means server and client disagree; React re-renders the island, which is fine.
    onRecoverableError: (error) => console.warn('island hydration:', element.dataset.island, error),
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrate(element).catch((error: unknown) => console.error('island failed:', element.dataset.island, error));
}

// Issue 18: a consent beacon (consent.ts on the server) sets the consent cookie when its image
// loads, which may be after the islands read it: tell them again then.
for (const beacon of document.querySelectorAll<HTMLImageElement>('img.consent-beacon')) {
  if (!beacon.complete) beacon.addEventListener('load', () => window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT)), { once: true });
}

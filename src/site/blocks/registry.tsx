import type { BlockType } from '../../shared/blocks/definitions.ts';
import { Buttons } from './Buttons/Buttons.tsx';
import { CallToAction } from './CallToAction/CallToAction.tsx';
import { ContactForm } from './ContactForm/ContactForm.tsx';
import { Hero } from './Hero/Hero.tsx';
import { ImageBlock } from './Image/Image.tsx';
import { OfficesMap } from './OfficesMap/OfficesMap.tsx';
import { PageHeader } from './PageHeader/PageHeader.tsx';
import { pageListRenderer } from './PageList/PageList.tsx';
import { Quote } from './Quote/Quote.tsx';
import { relatedProjectsRenderer } from './RelatedProjects/RelatedProjects.tsx';
import { RichText } from './RichText/RichText.tsx';
import { searchBoxRenderer } from './SearchBox/SearchBox.tsx';
import { TeamMember } from './TeamMember/TeamMember.tsx';
import { teamMembersRenderer } from './TeamMembers/TeamMembers.tsx';
import { TextWithImage } from './TextWithImage/TextWithImage.tsx';
import { ThreeCards } from './ThreeCards/ThreeCards.tsx';
import type { SiteBlockRenderer } from './types.ts';
import { Video } from './Video/Video.tsx';

/**
 * One renderer per block type. The mapped type makes a missing type a compile error and
 * types each entry's props by its key; `withData` (in the listing blocks) checks that a
 * renderer's `load` result matches what its Component expects.
 */
export type SiteBlockRegistry = {
  // Each entry's data type differs and is checked where the entry is made (withData); neither unknown nor never fits both load and Component.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [T in BlockType]: SiteBlockRenderer<T, any>;
};

export const SITE_BLOCK_REGISTRY: SiteBlockRegistry = {
  hero: { Component: Hero },
  pageHeader: { Component: PageHeader },
  richText: { Component: RichText },
  image: { Component: ImageBlock },
  textWithImage: { Component: TextWithImage },
  buttons: { Component: Buttons },
  threeCards: { Component: ThreeCards },
  quote: { Component: Quote },
  video: { Component: Video },
  pageList: pageListRenderer,
  relatedProjects: relatedProjectsRenderer,
  teamMembers: teamMembersRenderer,
  teamMember: { Component: TeamMember },
  officesMap: { Component: OfficesMap },
  contactForm: { Component: ContactForm },
  searchBox: searchBoxRenderer,
  callToAction: { Component: CallToAction },
};

/** Block types that render the page's h1. */
export const PAGE_HEADING_BLOCKS: ReadonlySet<BlockType> = new Set<BlockType>(['hero', 'pageHeader']);

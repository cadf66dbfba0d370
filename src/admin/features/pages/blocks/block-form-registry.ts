import type { BlockFormRegistry } from './block-form-types.ts';
import { ContactFormForm, OfficesMapForm, SearchBoxForm } from './forms/interactive-forms.tsx';
import { ButtonsForm, CallToActionForm, HeroForm, ThreeCardsForm } from './forms/layout-forms.tsx';
import { PageListForm, RelatedProjectsForm, TeamMembersForm } from './forms/listing-forms.tsx';
import { ImageForm, VideoForm } from './forms/media-forms.tsx';
import { PageHeaderForm, QuoteForm, RichTextForm, TeamMemberForm, TextWithImageForm } from './forms/text-forms.tsx';

/** The editor form of every block type (SPEC 4: the block map). */
export const BLOCK_FORMS: BlockFormRegistry = {
  hero: HeroForm,
  pageHeader: PageHeaderForm,
  richText: RichTextForm,
  image: ImageForm,
  textWithImage: TextWithImageForm,
  buttons: ButtonsForm,
  threeCards: ThreeCardsForm,
  quote: QuoteForm,
  video: VideoForm,
  pageList: PageListForm,
  relatedProjects: RelatedProjectsForm,
  teamMembers: TeamMembersForm,
  teamMember: TeamMemberForm,
  officesMap: OfficesMapForm,
  contactForm: ContactFormForm,
  searchBox: SearchBoxForm,
  callToAction: CallToActionForm,
};

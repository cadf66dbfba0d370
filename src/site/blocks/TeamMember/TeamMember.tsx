import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import type { BlockComponentProps } from '../types.ts';

/**
 * A team member's own page (SPEC 3 Team block). The team page type starts with only this
 * block, so it carries the page's h1 unless a hero or page header already does.
 */
export function TeamMember({ block, context, hasPageHeading }: BlockComponentProps<'teamMember'>) {
  const { name, function: role, description, specialties, professionalNetworkUrl } = block.props;
  const portrait = firstImage(block.__images, 'portrait');
  const Heading = hasPageHeading ? 'h2' : 'h1';
  const SubHeading = hasPageHeading ? 'h3' : 'h2';
  const shownSpecialties = specialties.filter((specialty) => specialty.trim() !== '');
  return (
    <section className="block block-team-member">
      {portrait ? <BlockImg className="block-team-member__portrait" image={portrait} blockKey={block.key} context={context} /> : null}
      <div className="block-team-member__body">
        {name ? <Heading className="block-team-member__name">{name}</Heading> : null}
        {role ? <p className="block-team-member__function">{role}</p> : null}
        {description ? <p className="block-team-member__description">{description}</p> : null}
        {shownSpecialties.length > 0 ? (
          <>
            <SubHeading className="block-team-member__subtitle">{context.t('team.specialties')}</SubHeading>
            <ul className="tag-list">
              {shownSpecialties.map((specialty, index) => (
                <li key={index} className="tag">
                  {specialty}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {professionalNetworkUrl ? (
          <p>
            <a className="block-team-member__profile" href={professionalNetworkUrl} rel="noopener noreferrer">
              {context.t('team.professionalProfile', { name: name || '' }).trim()}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

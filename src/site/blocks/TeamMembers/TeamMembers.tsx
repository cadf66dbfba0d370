import { FUNCTION_GROUPS } from '../../../shared/taxonomy.ts';
import type { TeamMemberSummary } from '../../../shared/site/published-pages.ts';
import { functionGroupLabel, nameWithTitle } from '../../i18n/ui-strings.ts';
import { ResolvedImg } from '../shared/BlockImg.tsx';
import { withData, type BlockComponentProps } from '../types.ts';

/**
 * The team page (SPEC 2.9): an intro, then the chosen function groups in the fixed
 * FUNCTION_GROUPS order, each with member cards (name with title, specialism, more info).
 */
export function TeamMembers({ block, context, data }: BlockComponentProps<'teamMembers', TeamMemberSummary[]>) {
  const { title, intro, groups } = block.props;
  const GroupHeading = title ? 'h3' : 'h2';
  const MemberHeading = title ? 'h4' : 'h3';
  const shownGroups = FUNCTION_GROUPS.filter((group) => groups.includes(group))
    .map((group) => ({ group, members: data.filter((member) => member.functionGroup === group) }))
    .filter(({ members }) => members.length > 0);
  return (
    <section className="block block-team-members">
      {title ? <h2 className="block__title">{title}</h2> : null}
      {intro ? <p className="block__intro">{intro}</p> : null}
      {shownGroups.length === 0 ? <p className="block__empty">{context.t('team.empty')}</p> : null}
      {shownGroups.map(({ group, members }) => (
        <div key={group} className="team-group" data-group={group}>
          <GroupHeading className="team-group__title">{functionGroupLabel(context.locale, group)}</GroupHeading>
          <ul className="team-grid">
            {members.map((member) => (
              <li key={member.id} className="team-card">
                {member.portrait ? (
                  <ResolvedImg className="team-card__portrait" image={member.portrait} decorative />
                ) : (
                  <span className="team-card__portrait team-card__portrait--empty" aria-hidden="true" />
                )}
                <div className="team-card__body">
                  <MemberHeading className="team-card__name">{nameWithTitle(member.name, member.functionTitle)}</MemberHeading>
                  {member.specialism ? (
                    <p className="team-card__specialism">
                      <span className="team-card__label">{`${context.t('team.specialism')}:`}</span> {member.specialism}
                    </p>
                  ) : null}
                  <a className="team-card__link" href={member.url} aria-label={context.t('common.moreInfoAbout', { name: member.name })}>
                    {context.t('common.moreInfo')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export const teamMembersRenderer = withData<'teamMembers', TeamMemberSummary[]>({
  Component: TeamMembers,
  load: (block, context, dataSource) => dataSource.teamMembers({ locale: context.locale, groups: block.props.groups }),
});

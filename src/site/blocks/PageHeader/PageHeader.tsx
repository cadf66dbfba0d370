import type { BlockComponentProps } from '../types.ts';

export function PageHeader({ block }: BlockComponentProps<'pageHeader'>) {
  const { title, intro } = block.props;
  if (!title && !intro) return null;
  return (
    <header className="block block-page-header">
      {title ? <h1 className="block-page-header__title">{title}</h1> : null}
      {intro ? <p className="block-page-header__intro">{intro}</p> : null}
    </header>
  );
}

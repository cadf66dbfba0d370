import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import type { BlockComponentProps } from '../types.ts';

export function CallToAction({ block, context }: BlockComponentProps<'callToAction'>) {
  const { title, text, buttons } = block.props;
  return (
    <section className="block block-call-to-action">
      {title ? <h2 className="block__title">{title}</h2> : null}
      {text ? <p className="block-call-to-action__text">{text}</p> : null}
      <ButtonLinks buttons={buttons} context={context} />
    </section>
  );
}

import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import type { BlockComponentProps } from '../types.ts';

export function Buttons({ block, context }: BlockComponentProps<'buttons'>) {
  return (
    <div className="block block-buttons">
      <ButtonLinks buttons={block.props.buttons} context={context} />
    </div>
  );
}

import type { Block } from '../../../../shared/blocks/block.ts';
import type { BlockType } from '../../../../shared/blocks/definitions.ts';
import { normaliseProps } from '../../../../shared/blocks/normalise-props.ts';
import { BLOCK_FORMS } from './block-form-registry.ts';
import type { BlockFormComponent } from './block-form-types.ts';
import { BlockMediaSlots } from './fields/BlockMediaSlots.tsx';

/**
 * The form of one block, looked up in the typed registry. It edits the props as the public site
 * reads them (normaliseProps), except that a stored field that no longer fits its schema is
 * shown as stored (keepMisfits), so an edit elsewhere in the block never silently drops it.
 */
export function BlockForm<T extends BlockType>({
  block,
  type,
  onChange,
}: {
  block: Block;
  type: T;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const Form = BLOCK_FORMS[type] as BlockFormComponent<T>;
  return (
    <div className="block-form">
      <Form
        value={normaliseProps(type, block.props, { keepMisfits: true })}
        blockKey={block.key}
        onChange={(next) => onChange(next as Record<string, unknown>)}
      />
      <BlockMediaSlots block={block} type={type} />
    </div>
  );
}

import type { Block } from '../../../../shared/blocks/block.ts';
import { BLOCK_DEFINITIONS, type BlockProps, type BlockType } from '../../../../shared/blocks/definitions.ts';
import { BLOCK_FORMS } from './block-form-registry.ts';
import type { BlockFormComponent } from './block-form-types.ts';
import { BlockMediaSlots } from './fields/BlockMediaSlots.tsx';

/** Props as the form expects them: defaults filled in; unreadable props start from defaults. */
function readProps<T extends BlockType>(type: T, props: Record<string, unknown>): BlockProps<T> {
  const parsed = BLOCK_DEFINITIONS[type].props.safeParse(props);
  if (parsed.success) return parsed.data as BlockProps<T>;
  return { ...(BLOCK_DEFINITIONS[type].props.parse({}) as object), ...props } as BlockProps<T>;
}

/** The form of one block, looked up in the typed registry. */
export function BlockForm<T extends BlockType>({ block, type, onChange }: { block: Block; type: T; onChange: (props: Record<string, unknown>) => void }) {
  const Form = BLOCK_FORMS[type] as BlockFormComponent<T>;
  return (
    <div className="block-form">
      <Form value={readProps(type, block.props)} blockKey={block.key} onChange={(next) => onChange(next as Record<string, unknown>)} />
      <BlockMediaSlots block={block} type={type} />
    </div>
  );
}

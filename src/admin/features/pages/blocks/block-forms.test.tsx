// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES, defaultBlockProps } from '../../../../shared/blocks/definitions.ts';
import { i18n } from '../../../i18n/index.ts';
import { createDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { createBlock } from '../editor/block-edits.ts';
import { BLOCK_FORMS } from './block-form-registry.ts';
import { BlockForm } from './BlockForm.tsx';

/** Every block type has an editor form, and it renders for the type's default props. */
const dom = createDomTestRoot();
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  void i18n.changeLanguage('en');
  // React reports render errors through console.error as well; none may appear.
  errors = vi.spyOn(console, 'error');
  dom.mount();
});

afterEach(() => {
  dom.unmount();
  vi.restoreAllMocks();
});

describe('the block forms map', () => {
  it('has a form for every block type and nothing else', () => {
    expect(Object.keys(BLOCK_FORMS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('the %s form renders for its default props', (type) => {
    const block = createBlock(type, `k-${type}`);
    expect(block.props).toEqual(defaultBlockProps(type));
    const onChange = vi.fn();
    expect(() => dom.render(<BlockForm block={block} type={type} onChange={onChange} />, { route: true })).not.toThrow();
    const form = dom.container.querySelector('.block-form');
    expect(form).not.toBeNull();
    // Something to edit or to read: a field, a media slot, or a note.
    expect(form!.children.length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    // Rendering alone changes nothing.
    expect(onChange).not.toHaveBeenCalled();
  });
});

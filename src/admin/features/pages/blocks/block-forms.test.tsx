// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES, defaultBlockProps } from '../../../../shared/blocks/definitions.ts';
import { i18n } from '../../../i18n/index.ts';
import { createBlock } from '../editor/editor-state.ts';
import { BLOCK_FORMS } from './block-form-registry.ts';
import { BlockForm } from './BlockForm.tsx';

/** Every block type has an editor form, and it renders for the type's default props. */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  void i18n.changeLanguage('en');
  // React reports render errors through console.error as well; none may appear.
  errors = vi.spyOn(console, 'error');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
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
    expect(() =>
      act(() => {
        root.render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <BlockForm block={block} type={type} onChange={onChange} />
            </MemoryRouter>
          </I18nextProvider>,
        );
      }),
    ).not.toThrow();
    const form = container.querySelector('.block-form');
    expect(form).not.toBeNull();
    // Something to edit or to read: a field, a media slot, or a note.
    expect(form!.children.length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    // Rendering alone changes nothing.
    expect(onChange).not.toHaveBeenCalled();
  });
});

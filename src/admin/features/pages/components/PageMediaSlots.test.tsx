// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { PageMediaSlots } from './PageMediaSlots.tsx';
import { TypeDataForm } from './TypeDataForm.tsx';

/** SPEC 3 Page type image map: the page-level image slots in Page Settings. */
const IMAGE = { hash: 'ab'.repeat(16), fileName: 'thumb.jpg', altText: '' };
const dom = setUpDomTestRoot({ language: 'en' });

const render = (node: React.ReactNode) => dom.render(node);

describe('page-level image slots', () => {
  it("shows the slots of the type's image map, and nothing for a type without any", () => {
    render(<PageMediaSlots type="project" typeData={{}} onChange={() => undefined} />);
    expect(dom.container.textContent).toContain('Page images');
    expect(dom.container.textContent).toContain('Thumbnail');
    render(<PageMediaSlots type="team" typeData={{}} onChange={() => undefined} />);
    expect(dom.container.textContent).toContain('Portrait');
    render(<PageMediaSlots type="blank" typeData={{}} onChange={() => undefined} />);
    expect(dom.container.textContent).toBe('');
  });

  it("removing the last image of a slot drops __images and keeps the type's fields", () => {
    const onChange = vi.fn();
    render(<PageMediaSlots type="project" typeData={{ location: 'Haren', __images: { thumbnail: [IMAGE] } }} onChange={onChange} />);
    const remove = [...dom.container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label')?.startsWith('Remove'));
    act(() => remove!.click());
    expect(onChange).toHaveBeenCalledWith({ location: 'Haren' });
  });

  it('editing a typeData field keeps the page images', () => {
    const onChange = vi.fn();
    render(<TypeDataForm type="project" value={{ location: '', __images: { thumbnail: [IMAGE] } }} onChange={onChange} />);
    const input = dom.container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!;
    typeInto(input, 'Culemborg');
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall![0]).toMatchObject({ __images: { thumbnail: [IMAGE] } });
  });
});

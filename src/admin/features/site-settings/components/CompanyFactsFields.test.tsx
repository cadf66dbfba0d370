// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '../../../../shared/schemas/company.ts';
import { settle as settleRounds, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { CompanyForm } from './CompanyForm.tsx';

/** Issue 17: the footer facts and the share image in the company form, against a fake GET/PUT /api/settings/company. */
const stored: CompanySettings = {
  name: 'Verdant',
  email: 'info@verdant.test',
  phone: '',
  contactRecipient: 'contact@verdant.test',
  offices: [{ id: 'office-1', city: 'Utrecht', role: 'headquarters', addressLines: [], phone: '', latitude: null, longitude: null }],
  social: { linkedin: '', x: '', instagram: '', youtube: '', facebook: '' },
  kvkNumber: '12345678',
  vatNumber: '',
  accessibilityStatementPath: '/toegankelijkheid',
  shareImageUrl: '',
};

let answer: (body: unknown) => Response;
const saved: unknown[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(5);

/** The input a visible label names, and the texts that describe it (hint, errors). */
function field(label: string): { input: HTMLInputElement; description: string } {
  const element = [...dom.container.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label);
  if (!element) throw new Error(`no field labelled ${label}`);
  const input = dom.container.querySelector<HTMLInputElement>(`#${CSS.escape(element.htmlFor)}`)!;
  const description = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
  return { input, description };
}
async function save(): Promise<void> {
  const button = [...dom.container.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
    (element) => element.textContent === 'Save company details',
  )!;
  act(() => button.click());
  await settle();
}

beforeEach(async () => {
  saved.length = 0;
  answer = (body) => json(200, { Success: true, Errors: [], company: body });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://admin.test').pathname !== '/api/settings/company') return json(404, { Success: false, Errors: [] });
      if (init?.method !== 'PUT') return json(200, { Success: true, Errors: [], company: stored });
      const body: unknown = JSON.parse(String(init.body));
      saved.push(body);
      return answer(body);
    }),
  );
  dom.render(<CompanyForm />);
  await settle();
});

describe('Company form: footer facts and share image (issue 17)', () => {
  it('shows the stored facts in labelled fields with their hints', () => {
    expect(field('Chamber of Commerce (KvK) number').input.value).toBe('12345678');
    expect(field('Chamber of Commerce (KvK) number').description).toContain('Eight digits');
    expect(field('VAT number').input.value).toBe('');
    expect(field('Accessibility statement page').input.value).toBe('/toegankelijkheid');
    const image = field('Share image');
    expect(image.input.value).toBe('');
    expect(image.input.type).toBe('url');
    expect(image.description).toContain('og:image');
  });

  it('saves the facts with the rest of the company, the numbers in their canonical form', async () => {
    typeInto(field('Chamber of Commerce (KvK) number').input, '8765 4321');
    typeInto(field('VAT number').input, 'nl 0012.34.567 b01');
    typeInto(field('Accessibility statement page').input, '/en-gb/accessibility');
    typeInto(field('Share image').input, '/api/medialib/get-page-file/1/seo_image/abc/river.jpg');
    await save();
    expect(saved).toEqual([
      {
        ...stored,
        kvkNumber: '87654321',
        vatNumber: 'NL001234567B01',
        accessibilityStatementPath: '/en-gb/accessibility',
        shareImageUrl: '/api/medialib/get-page-file/1/seo_image/abc/river.jpg',
      },
    ]);
    expect(dom.container.textContent).toContain('The company details have been saved.');
    expect(field('Chamber of Commerce (KvK) number').input.value).toBe('87654321');
  });

  it('refuses bad values before sending, each message under its field', async () => {
    typeInto(field('Chamber of Commerce (KvK) number').input, '1234');
    typeInto(field('VAT number').input, '123');
    typeInto(field('Accessibility statement page').input, '//elsewhere.example/a11y');
    typeInto(field('Share image').input, 'javascript:alert(1)');
    await save();
    expect(saved).toEqual([]);
    expect(field('Chamber of Commerce (KvK) number').description).toContain('The chamber of commerce (KvK) number is not valid.');
    expect(field('VAT number').description).toContain('The VAT number is not valid.');
    expect(field('Accessibility statement page').input.getAttribute('aria-invalid')).toBe('true');
    expect(field('Share image').input.getAttribute('aria-invalid')).toBe('true');
    // Shown at their fields, not again in the general list above the form.
    expect(dom.container.querySelector('.form-errors')).toBeNull();
  });

  it('shows the errors the server sends at the field they belong to', async () => {
    answer = () => json(400, { Success: false, Errors: [{ code: 'V_13', property: 'shareImageUrl' }] });
    typeInto(field('Share image').input, 'https://images.example/share.jpg');
    await save();
    expect(saved).toHaveLength(1);
    expect(field('Share image').input.getAttribute('aria-invalid')).toBe('true');
    expect(dom.container.querySelector('.form-errors')).toBeNull();
    expect(dom.container.textContent).not.toContain('have been saved');
  });
});

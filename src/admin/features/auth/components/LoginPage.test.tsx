// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { LoginPage } from './LoginPage.tsx';

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  // The login call stays out: what happens before its answer is the point.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      requests.push(new URL(input, 'http://admin.test').pathname);
      return new Promise<Response>(() => undefined);
    }),
  );
});

function sendForm(): void {
  typeInto(dom.container.querySelector<HTMLInputElement>('input[type="email"]')!, 'ada@test.local');
  typeInto(dom.container.querySelector<HTMLInputElement>('input[type="password"]')!, 'secret-password');
  act(() => dom.container.querySelector('form')!.requestSubmit());
}

describe('login screen', () => {
  it('names the screen it leads to as the form is sent, so its code loads alongside the login', () => {
    const prepareDestination = vi.fn();
    const from = { pathname: '/tags', search: '?q=otter', hash: '' };
    dom.render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from } }]}>
        <LoginPage prepareDestination={prepareDestination} />
      </MemoryRouter>,
    );
    expect(prepareDestination).not.toHaveBeenCalled();
    sendForm();
    expect(prepareDestination).toHaveBeenCalledWith('/tags');
    expect(requests).toEqual(['/api/auth/login']);
  });

  it('names the dashboard when the visit started on the login', () => {
    const prepareDestination = vi.fn();
    dom.render(<LoginPage prepareDestination={prepareDestination} />, { route: '/login' });
    sendForm();
    expect(prepareDestination).toHaveBeenCalledWith('/');
  });
});

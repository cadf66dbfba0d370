// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { loginInFlight } from '../auth-actions.ts';
import { LoginPage } from './LoginPage.tsx';

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const requests: string[] = [];
/** The login calls still out: each test's are failed afterwards, so none stays counted. */
const outstanding: ((error: Error) => void)[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      requests.push(new URL(input, 'http://admin.test').pathname);
      return new Promise<Response>((_resolve, reject) => outstanding.push(reject));
    }),
  );
});

afterEach(async () => {
  for (const reject of outstanding.splice(0)) reject(new TypeError('Failed to fetch'));
  await settle(3);
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

  it('counts the login as out until it is answered (a new build does not reload over it)', async () => {
    dom.render(<LoginPage />, { route: '/login' });
    expect(loginInFlight()).toBe(false);
    sendForm();
    expect(loginInFlight()).toBe(true);
    outstanding.shift()!(new TypeError('Failed to fetch'));
    await settle(3);
    expect(loginInFlight()).toBe(false);
    expect(dom.container.querySelector('[role="alert"]')).not.toBeNull();
  });
});

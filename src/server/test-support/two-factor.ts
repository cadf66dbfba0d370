import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestAgent } from './test-agent.ts';

/** The code of the period `periodsAhead` from now (the server accepts the next period too, for clock drift). */
export function totpCode(secret: string, periodsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + periodsAhead * 30 });
}

/** Sets up TOTP for the agent's user; answers the secret and the recovery codes. */
export async function setUpTotp(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/auth/two-factor/totp/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret: string = setup.body.data.secret;
  const confirm = await agent.post('/api/auth/two-factor/totp/confirm', { code: await totpCode(secret) });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret, recoveryCodes: confirm.body.data.recoveryCodes };
}

/** Password step: answers the login body (`User`, or `TwoFactor` when a second step is needed). */
export async function passwordStep(agent: TestAgent, email: string, password: string) {
  const login = await agent.post('/api/auth/login', { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body;
}

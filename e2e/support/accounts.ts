import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/** A fresh person for each test, so tests never share state and can run in parallel. */
export function newPerson(name = 'Ravi Kumar') {
  const id = randomBytes(5).toString('hex');
  return {
    name,
    email: `e2e-${id}@example.in`,
    // 10 digits, unique enough per run; starts with 9 like an Indian mobile number.
    phone: `9${String(parseInt(id, 16) % 1_000_000_000).padStart(9, '0')}`,
    password: `Mohalla-${id}-pass`,
  };
}
export type Person = ReturnType<typeof newPerson>;

/**
 * Signs a new person up through the real API inside the page's browser context, so the HttpOnly session
 * cookie lands in the browser exactly as after the form. Use the UI form in tests about signing in itself.
 */
export async function signUpViaApi(
  page: Page,
  person: Person = newPerson(),
  baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`,
): Promise<Person> {
  await postJson(page.request, baseURL, '/api/auth/signup', { ...person, confirmPassword: person.password });
  return person;
}

async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(`${baseURL}${path}`, { data, headers: { origin: baseURL } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

import { setOperatorRole } from '../../src/db/admin/operators.ts';
import { randomAddress, signUp, type SignedIn } from './session.ts';
import { ORIGIN, type TestApp } from './test-app.ts';

/** A fresh account given the operator role the way the command line does (npm run admin:grant). */
export async function signUpOperator(t: TestApp): Promise<SignedIn> {
  const operator = await signUp(t, { name: 'Operator Anita' });
  if (!(await setOperatorRole(t.database.db, operator.email, true))) throw new Error('the operator was not found');
  return operator;
}

/** A JSON request as `user` (or a visitor), from the site's origin. */
export function callAs(t: TestApp, user: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}

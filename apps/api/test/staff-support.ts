import type { FastifyInstance } from 'fastify';

let made = 0;

/**
 * A staff member made through the sandbox (no second factor) and signed in: their id, their staff
 * cookie, and GET/POST under it. Unique in the run (`tag` names the test file in the address).
 */
export async function signedInStaff(app: FastifyInstance, roles: string[], tag: string) {
  const email = `${roles[0]}.${tag}${Date.now().toString(36)}${(made += 1)}@alaafia.ng`;
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/staff',
    payload: { email, password: 'staff password 123', roles },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: 'staff password 123' },
  });
  const c = login.cookies.find((x) => x.name === 'alaafia_staff')!;
  const cookie = `alaafia_staff=${c.value}`;
  const id = login.json<{ data: { id: number } }>().data.id;
  return {
    id,
    cookie,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}

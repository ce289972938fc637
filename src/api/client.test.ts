import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMswServer } from '../../test/msw/handlers';
import { apexBaseUrl, apiBaseUrl, API_BASE_URL_KEY, rememberApiBaseUrl } from './base-url';
import { api, multipart } from './client';
import { bindSession } from './session-binding';
import { ApiError, errorMessage, fieldErrors } from './errors';

const seen: Request[] = [];
const msw = createMswServer(
  http.get('*/1/api/clients/list-user-tenants/', ({ request }) => {
    seen.push(request.clone());
    return request.headers.get('Authorization') === 'Bearer good' ? HttpResponse.json([]) : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
  }),
  http.post('*/1/api/auth/token/', ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 });
  }),
  http.post('*/1/api/leads/add-lead/', async ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ id: 1 }, { status: 201 });
  }),
);
beforeAll(msw.listen);
afterAll(msw.close);
afterEach(() => {
  seen.length = 0;
  bindSession({ token: () => null, onUnauthorized: () => {} });
});

describe('base URLs', () => {
  it('/1/api on the current origin (jsdom: http://localhost:3000), kept in browser storage', () => {
    expect(apiBaseUrl()).toBe('http://localhost:3000/1/api');
    expect(rememberApiBaseUrl()).toBe('http://localhost:3000/1/api');
    expect(localStorage.getItem(API_BASE_URL_KEY)).toBe('http://localhost:3000/1/api');
    expect(apiBaseUrl({ protocol: 'http:', hostname: 'bistro.localhost', port: '8000', origin: '' })).toBe('http://bistro.localhost:8000/1/api');
  });

  it('the apex API is on APEX_HOST with the current port', () => {
    expect(apexBaseUrl({ protocol: 'http:', hostname: 'bistro.localhost', port: '5173', origin: '' })).toBe('http://localhost:5173/1/api');
    expect(apexBaseUrl({ protocol: 'https:', hostname: 'bistro.example.com', port: '', origin: '' })).toBe('https://localhost/1/api');
  });
});

describe('client middleware', () => {
  it('adds the bearer token', async () => {
    bindSession({ token: () => 'good', onUnauthorized: () => {} });
    const { data } = await api.GET('/clients/list-user-tenants/');
    expect(data).toEqual([]);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer good');
  });

  it('a 401 to a signed-in call tells the session', async () => {
    const onUnauthorized = vi.fn();
    bindSession({ token: () => 'stale', onUnauthorized });
    const { error, response } = await api.GET('/clients/list-user-tenants/');
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid token.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 to the sign-in itself (no token) is just an answer', async () => {
    const onUnauthorized = vi.fn();
    bindSession({ token: () => null, onUnauthorized });
    const { response } = await api.POST('/auth/token/', { body: { email: 'a@b.c', password: 'x' } });
    expect(response.status).toBe(401);
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends multipart bodies without our content type, so the boundary is set for us', async () => {
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await api.POST('/leads/add-lead/', {
      ...multipart({ first_name: 'Ann', number_of_locations: 2, attachments: file, phone_number: null }),
    } as never);
    const type = seen[0].headers.get('Content-Type')!;
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await seen[0].formData();
    expect(form.get('first_name')).toBe('Ann');
    expect(form.get('number_of_locations')).toBe('2');
    // The file part is there; its bytes do not survive jsdom's File going into Node's Request
    // (browsers are fine), so file contents are for the e2e tests.
    expect(form.has('attachments')).toBe(true);
    expect(form.has('phone_number')).toBe(false);
  });
});

describe('DRF errors', () => {
  it('detail, else the first non_field_errors entry, else message, else the fallback', () => {
    expect(errorMessage({ detail: 'Nope.', non_field_errors: ['x'] }, 'F')).toBe('Nope.');
    expect(errorMessage({ non_field_errors: ['First.', 'Second.'], message: 'm' }, 'F')).toBe('First.');
    expect(errorMessage({ message: 'Network down' }, 'F')).toBe('Network down');
    expect(errorMessage({ email: ['This field is required.'] }, 'F')).toBe('F');
    expect(errorMessage(undefined, 'F')).toBe('F');
  });

  it('maps field errors', () => {
    expect(fieldErrors({ detail: 'x', email: ['This field is required.'], name: 'Too long.', non_field_errors: ['y'] })).toEqual({
      email: ['This field is required.'],
      name: ['Too long.'],
    });
    const e = new ApiError({ ok: false, status: 400, error: { username: ['Taken.'] }, message: 'Signup failed. Please try again.', fieldErrors: { username: ['Taken.'] } });
    expect(e.message).toBe('Signup failed. Please try again.');
    expect(e.fieldErrors).toEqual({ username: ['Taken.'] });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, errorIssues, errorMessage, errorStatus } from './errors';

describe('ApiError', () => {
  it('keeps the message "<status>: <body>" and reads the body once into status, detail and issues', async () => {
    const body = JSON.stringify({ message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });
    const err = await ApiError.from(new Response(body, { status: 400 }));
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe(`400: ${body}`);
    expect([err.status, err.detail, err.issues]).toEqual([400, 'Title is required', [{ path: 'title', message: 'Title is required' }]]);
    expect([errorMessage(err), errorStatus(err), errorIssues(err)]).toEqual(['Title is required', 400, err.issues]);
  });

  it('takes a body that is not the API error shape as its text, and an empty one as the status text', async () => {
    const proxy = await ApiError.from(new Response('Bad Gateway from the proxy', { status: 502 }));
    expect([proxy.message, proxy.detail, proxy.issues]).toEqual(['502: Bad Gateway from the proxy', 'Bad Gateway from the proxy', []]);
    const odd = await ApiError.from(new Response('{"error":"nope"}', { status: 409 }));
    expect(odd.detail).toBe('{"error":"nope"}');
    const empty = await ApiError.from(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    expect([empty.message, empty.detail]).toEqual(['503: Service Unavailable', 'Service Unavailable']);
  });

  it('leaves any other error its own message, with no status and no issues', () => {
    expect([errorMessage(new Error('offline')), errorStatus(new Error('offline')), errorIssues('x')]).toEqual(['offline', null, []]);
    expect(errorMessage(undefined)).toBe('Something went wrong');
  });
});

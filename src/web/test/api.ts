import { vi } from 'vitest';
import type { User } from '../../shared/schemas/auth';
import type { Relationship } from '../../shared/schemas/relationships';
import type { Task } from '../../shared/schemas/tasks';
import type { TimeBlock } from '../../shared/schemas/time-blocks';

/** One request the component sent, as the server would have received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the text or file sent as it is, or undefined. */
  body: unknown;
  contentType: string;
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;
type Answer = Json | Response | ((request: SentRequest) => unknown);

/**
 * Stands in for the network, and only the network: `routes` maps "METHOD /path" to the JSON answer (or a Response,
 * or a function of the request). Every request is recorded; one without a route answers 404 so it shows in a test.
 */
export function mockApi(routes: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const contentType = new Headers(init.headers).get('content-type') ?? '';
    const body = typeof init.body === 'string' && contentType.startsWith('application/json') ? JSON.parse(init.body) : (init.body ?? undefined);
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body, contentType };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    /** The requests sent with this method to this path. */
    to: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}

/** An error answer in the API's shape: `{ message, issues? }`. */
export function apiError(status: number, message: string, issues?: { path: string; message: string }[]): Response {
  return new Response(JSON.stringify({ message, ...(issues ? { issues } : {}) }), { status, headers: { 'content-type': 'application/json' } });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    timezone: 'UTC',
    numberBase: 'decimal',
    timeFormat: '24h',
    weightUnit: 'lbs',
    healthTargets: {},
    workdayStart: '09:00',
    workdayEnd: '17:00',
    authProvider: 'local',
    admin: false,
    ...overrides,
  };
}

/** Answers are read through their response schemas, so a fixture is a whole DTO: these fill what a test leaves out. */
export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    title: 'Call the plumber',
    notes: '',
    status: 'open',
    dueDate: null,
    estimateMinutes: null,
    priority: 'normal',
    lifeArea: null,
    goalId: null,
    relationshipId: null,
    rrule: null,
    labels: [],
    parentId: null,
    milestoneIndex: null,
    pickedFor: null,
    position: null,
    blockIds: [],
    scheduledDate: null,
    rolledOverFrom: null,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aTimeBlock(overrides: Partial<TimeBlock> = {}): TimeBlock {
  const durationMinutes = overrides.durationMinutes ?? 60;
  return {
    id: 'b1',
    hour: 9,
    minute: 0,
    title: 'Deep work',
    category: 'focus',
    duration: durationMinutes / 60,
    durationMinutes,
    date: '2026-03-02',
    source: 'manual',
    rrule: null,
    occurrence: null,
    taskId: null,
    ...overrides,
  };
}

export function aRelationship(overrides: Partial<Relationship> = {}): Relationship {
  return {
    id: 'p1',
    name: 'Maya Chen',
    initials: 'MC',
    notes: '',
    lastContact: null,
    aiPrompt: null,
    daysSinceContact: null,
    cadenceDays: null,
    dueDate: '2026-03-02',
    birthday: null,
    ...overrides,
  };
}

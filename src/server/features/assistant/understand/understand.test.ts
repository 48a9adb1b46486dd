import { describe, expect, it } from 'vitest';
import { understand } from './choose.js';
import { readMessage, type Known, type UnderstandOptions } from './extract.js';
import type { Intent } from './intents.js';
import type { KnownBlock } from './things.js';

// Wednesday 11 March 2026, 10:00.
const options: UnderstandOptions = { today: '2026-03-11', locale: 'en-GB', nowMinutes: 600 };

const block = (id: string, date: string, hour: number, duration: number, title: string, category: KnownBlock['category']): KnownBlock => ({
  id,
  occurrence: null,
  rrule: null,
  date,
  hour,
  minute: 0,
  duration,
  title,
  category,
});

const known: Known = {
  people: [
    { id: 'leo', name: 'Leo Martin', notes: 'Colleague' },
    { id: 'maya', name: 'Maya Patel', notes: 'My sister' },
    { id: 'rose', name: 'Rose Hale', notes: 'Grandma' },
    { id: 'sam', name: 'Sam Okafor', notes: 'Old friend' },
  ],
  goals: [
    { id: 'guitar', title: 'Learn guitar' },
    { id: 'books', title: 'Read 12 books' },
  ],
  blocks: [
    block('gym-tue', '2026-03-10', 18, 1, 'Gym', 'break'),
    block('lunch', '2026-03-11', 13, 1, 'Lunch', 'break'),
    block('review', '2026-03-11', 15, 1, 'Design review', 'meeting'),
    block('gym', '2026-03-11', 18, 1, 'Gym', 'break'),
    block('report', '2026-03-12', 10, 2, 'Write quarterly report', 'focus'),
    block('leo-1', '2026-03-12', 14, 1, '1:1 with Leo', 'meeting'),
    block('dentist', '2026-03-12', 16, 1, 'Dentist', 'break'),
    block('client', '2026-03-13', 10, 1, 'Client call', 'meeting'),
    block('roadmap', '2026-03-13', 13, 2, 'Roadmap', 'focus'),
    block('dinner', '2026-03-13', 19, 3, 'Dinner with Maya', 'break'),
    block('sprint', '2026-03-16', 10, 1, 'Sprint planning', 'meeting'),
  ],
  tasks: [
    { id: 'q-report', title: 'Write the quarterly report', dueDate: '2026-03-11', priority: 'high' },
    { id: 'insurance', title: 'Renew the car insurance', dueDate: '2026-03-13', priority: 'normal' },
    { id: 'tax', title: 'Sort the tax receipts', dueDate: null, priority: 'low' },
    { id: 'boiler', title: 'Book the boiler service', dueDate: null, priority: 'normal' },
  ],
  milestones: [
    { goalId: 'guitar', goalTitle: 'Learn guitar', index: 4, title: 'Strumming patterns', done: false, dueDate: '2026-03-15' },
    { goalId: 'guitar', goalTitle: 'Learn guitar', index: 5, title: 'Barre F chord', done: false, dueDate: null },
    { goalId: 'guitar', goalTitle: 'Learn guitar', index: 12, title: 'Play for friends', done: false, dueDate: null },
  ],
};

const read = (message: string, extra: Partial<UnderstandOptions> = {}): Intent =>
  understand(readMessage(message, known, { ...options, ...extra }), { ...options, ...extra });
const named = (intent: Intent) => ('target' in intent ? (intent.target.named ?? []).map((k) => k.split('@')[0]) : []);

describe('a change to a block, each part of it read from the words that say it', () => {
  it.each([
    ['gym should be 30 mins', 'gym', { length: 30 }],
    ['lunch is only half an hour today', 'lunch', { length: 30 }],
    ['bring the roadmap forward 15', 'roadmap', { shift: -15 }],
    ['delay the dentist by 30 mins', 'dentist', { shift: 30 }],
    ['finish gym 15 minutes early', 'gym', { endShift: -15 }],
    ['extend the dentist tomorrow until 5:30', 'dentist', { end: { hour: 17, minute: 30 } }],
    ['the dentist is on friday not thursday', 'dentist', { date: '2026-03-13' }],
    ['relabel the roadmap as a meeting', 'roadmap', { category: 'meeting' }],
  ])('"%s"', (message, id, change) => {
    const intent = read(message);
    expect(intent).toMatchObject({ intent: 'change-block', ...change });
    expect(named(intent)).toContain(id);
  });

  it('a new end said with "ends at" or "finishes at" is the end, never a move', () => {
    expect(read('shorten the report writing block tomorrow so it ends at 11')).toMatchObject({ intent: 'change-block', end: { hour: 11 } });
    expect(read('make the design review finish at 4:30')).toMatchObject({ intent: 'change-block', end: { hour: 16, minute: 30 } });
  });

  it.each([
    ['add gym tmrw 7am for 1h15', 75],
    ['book a 45-min call with the bank on fri at 3', 45],
    ['swim friday 8am, 1 hr 20 min', 80],
  ])('"%s" is a block of %i minutes, the length kept out of the title', (message, minutes) => {
    const intent = read(message);
    expect(intent).toMatchObject({ intent: 'add-block', minutes });
    if (intent.intent === 'add-block') expect(intent.title).not.toMatch(/\d/);
  });

  it('a new time and a new length in one message make one change', () => {
    expect(read('move lunch to 12:30 and make it 45 minutes')).toMatchObject({ intent: 'change-block', start: { hour: 12, minute: 30 }, length: 45 });
  });

  it('"gym: 7 instead of 6" moves the block to the time before "instead of"', () => {
    expect(read('the client call on friday - 11am instead of 10am')).toMatchObject({ intent: 'change-block', start: { hour: 11, minute: 0 } });
  });

  it.each(['dinner with maya is off', "sprint planning isn't happening", "i can't make the gym tonight"])('"%s" deletes it (after a yes)', (message) => {
    expect(read(message).intent).toBe('delete-block');
  });

  it('words that name no block are about the one just discussed', () => {
    expect(read('2 hours', { discussed: true })).toMatchObject({ intent: 'change-block', target: { it: true }, length: 120 });
    expect(read('change the name to Roadmap review', { discussed: true })).toMatchObject({
      intent: 'change-block',
      target: { it: true },
      title: 'Roadmap review',
    });
    expect(read('2 hours').intent).not.toBe('change-block');
  });

  it('a block named by words its title lacks is proposed, never changed', () => {
    expect(read('move my weekly review to friday')).toMatchObject({ intent: 'clarify', proposal: { intent: 'change-block', date: '2026-03-13' } });
  });
});

describe('several things in one message', () => {
  it('"add yoga thu 7am and move the 1:1 with leo to 2:30" is two changes', () => {
    const intent = read('add yoga thu 7am and move the 1:1 with leo to 2:30');
    expect(intent).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'add-block', title: 'Yoga', date: '2026-03-12', start: { hour: 7, minute: 0 } },
        { intent: 'change-block', start: { hour: 14, minute: 30 } },
      ],
    });
  });

  it('a part without a verb borrows the one before it', () => {
    const intent = read("move friday's client call to 11:30 and the roadmap to 2");
    expect(intent).toMatchObject({ intent: 'several', parts: [{ start: { hour: 11, minute: 30 } }, { start: { hour: 2, minute: 0 } }] });
    if (intent.intent === 'several') expect(intent.parts.map((p) => named(p as Intent))).toEqual([['client'], ['roadmap']]);
  });

  it('a part opened by "I" and a past verb, or by a value without a verb, is a request of its own', () => {
    expect(read('caught up with Rose on the phone yesterday and spoke to Sam today')).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'log-interaction', person: 'rose', date: '2026-03-10' },
        { intent: 'log-interaction', person: 'sam', date: '2026-03-11' },
      ],
    });
    expect(read('strumming patterns done and i finished another book')).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'milestone', index: 4, done: true },
        { intent: 'goal-progress', goal: 'books', moreMilestones: 1 },
      ],
    });
    expect(read('set learn guitar to 50% and read 12 books to 25%')).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'goal-progress', goal: 'guitar', progress: 50 },
        { intent: 'goal-progress', goal: 'books', progress: 25 },
      ],
    });
  });

  it('two people named apart are each logged; one name that fits two asks which', () => {
    expect(read('spoke to grandma and sam on the phone this morning')).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'log-interaction', person: 'rose', type: 'call' },
        { intent: 'log-interaction', person: 'sam', type: 'call' },
      ],
    });
  });
});

describe('tasks, health, plans and what cannot be done', () => {
  it.each([
    ['new task book flights to lisbon !high', { title: 'Book flights to lisbon', priority: 'high' }],
    ['todo - return library books by fri, 10 min', { title: 'Return library books', dueDate: '2026-03-13', estimateMinutes: 10 }],
    ['remind me to renew my railcard on monday', { title: 'Renew my railcard', dueDate: '2026-03-16' }],
  ])('"%s" adds a task', (message, task) => {
    expect(read(message)).toMatchObject({ intent: 'add-task', task });
  });

  it.each([
    ['boiler service task due friday', { id: 'boiler', dueDate: '2026-03-13' }],
    ['tax receipts: bump to normal priority', { id: 'tax', priority: 'normal' }],
    ['set the report estimate to 1h15', { id: 'q-report', estimateMinutes: 75 }],
    ['rename the boiler task to call the boiler guy fri', { id: 'boiler', rename: 'call the boiler guy fri' }],
  ])('"%s" changes a task', (message, change) => {
    expect(read(message)).toMatchObject({ intent: 'change-task', ...change });
  });

  it('the quarterly report named as a block stays a block when nothing belongs to tasks', () => {
    expect(read('the quarterly report only needs an hour')).toMatchObject({ intent: 'change-block', length: 60 });
  });

  it.each([
    ['slept 7 hours', [{ metric: 'sleep', value: 7, date: '2026-03-11' }]],
    ['12,300 steps yesterday', [{ metric: 'steps', value: 12300, date: '2026-03-10' }]],
    ['steps today 6,540', [{ metric: 'steps', value: 6540, date: '2026-03-11' }]],
    ["i'm 78kg today", [{ metric: 'weight', value: 78, unit: 'kg' }]],
    ['stress 3/10 yesterday', [{ metric: 'stress', value: 3, date: '2026-03-10' }]],
  ])('"%s" records a health value as said', (message, values) => {
    expect(read(message)).toMatchObject({ intent: 'log-health', ...values[0] });
  });

  it('hours and minutes written together are one length', () => {
    expect(read('exercised for 1h15 yesterday')).toMatchObject({ intent: 'log-health', metric: 'exercise', value: 75, date: '2026-03-10' });
    expect(read('screen time was 4h30 yesterday')).toMatchObject({ intent: 'log-health', metric: 'screenTime', value: 4.5 });
  });

  it('each health value takes the day said beside it, and a list of names and values is one value per name', () => {
    expect(read('weight 170.6 today, and I did 9,000 steps yesterday')).toMatchObject({
      intent: 'several',
      parts: [
        { metric: 'weight', value: 170.6, date: '2026-03-11' },
        { metric: 'steps', value: 9000, date: '2026-03-10' },
      ],
    });
    expect(read('slept 6h last night and drank 5 cups of water so far')).toMatchObject({
      intent: 'several',
      parts: [
        { metric: 'sleep', value: 6, date: '2026-03-11' },
        { metric: 'water', value: 5, date: '2026-03-11' },
      ],
    });
    expect(read('weight 169.8lbs on sunday')).toMatchObject({ intent: 'log-health', metric: 'weight', value: 169.8, unit: 'lbs', date: '2026-03-08' });
    expect(read('mood 6 energy 5 stress 7')).toMatchObject({
      intent: 'several',
      parts: [
        { metric: 'mood', value: 6 },
        { metric: 'energy', value: 5 },
        { metric: 'stress', value: 7 },
      ],
    });
  });

  it.each([
    ['drank another 4 cups', 'water', 4],
    ['had 3 more glasses of water', 'water', 3],
    ['an extra 2 cups of water', 'water', 2],
    ['another 2k steps', 'steps', 2000],
    ['did 20 more minutes of exercise', 'exercise', 20],
  ])('"%s" is an amount on top of the day\'s record', (message, metric, value) => {
    expect(read(message)).toMatchObject({ intent: 'log-health', metric, value, more: true });
  });

  it('a value said alone replaces the record, and a score is never added to', () => {
    expect(read('drank 4 cups')).not.toHaveProperty('more');
    expect(read('mood another 6')).not.toHaveProperty('more');
  });

  it.each([
    ['ran 5k, took 28 mins', 28, '2026-03-11'],
    ['went for a 40 min run', 40, '2026-03-11'],
    ['swam for 45 minutes yesterday', 45, '2026-03-10'],
    ['ran 10k yesterday, took 1h05', 65, '2026-03-10'],
  ])('"%s" is exercise for as long as the session took', (message, value, date) => {
    expect(read(message)).toMatchObject({ intent: 'log-health', metric: 'exercise', value, date });
  });

  it('a run with no length, or a meeting that ran long, records no exercise', () => {
    expect(read('ran 5k this morning')).not.toMatchObject({ intent: 'log-health' });
    expect(read('the design review ran over by 20 mins')).not.toMatchObject({ intent: 'log-health' });
    expect(read('ran 5k, then a call with Leo for 30 mins')).not.toMatchObject({ intent: 'log-health', metric: 'exercise' });
  });

  it('a metric named with its value alone in the next part, and hours got last night, are read', () => {
    expect(read('stress is through the roof today, like 8/10')).toMatchObject({ intent: 'log-health', metric: 'stress', value: 8 });
    expect(read('only got 4 and a half hours last night ugh')).toMatchObject({ intent: 'log-health', metric: 'sleep', value: 4.5, date: '2026-03-11' });
    expect(read('had a call for 2 hours last night')).not.toMatchObject({ intent: 'log-health' });
    expect(read('meditation 7am tomorrow, 20 min')).not.toMatchObject({ intent: 'log-health' });
  });

  it('several health values said at once are each recorded', () => {
    expect(read('yesterday: 7.5h sleep, 10k steps, 8 cups water')).toMatchObject({
      intent: 'several',
      parts: [
        { metric: 'sleep', value: 7.5 },
        { metric: 'steps', value: 10000 },
        { metric: 'water', value: 8 },
      ],
    });
  });

  it('a plan keeps every limit said', () => {
    expect(read('plan tomorrow, but nothing after 3')).toMatchObject({ intent: 'plan-day', date: '2026-03-12', limits: { notAfter: 15 * 60 } });
    expect(read('plan friday, leave 3-5 free')).toMatchObject({ intent: 'plan-day', limits: { free: [[15 * 60, 17 * 60]] } });
    expect(read('shattered today. plan something light, max 1 hour')).toMatchObject({ intent: 'plan-day', limits: { light: true, maxMinutes: 60 } });
  });

  it.each([
    'send leo a slack saying i will be late',
    'venmo maya £40 for dinner',
    'ring grandma for me',
    'reserve a table at the ivy for sat night via opentable',
    'can u cancel my spotify premium subscription',
    'order me an uber to the dentist tmrw',
    'book me a taxi for 6pm',
  ])('"%s" is something the assistant cannot do', (message) => {
    expect(read(message).intent).toBe('cannot');
  });

  it.each([
    ['I nailed the barre F chord!! mark it done', { index: 5, done: true, exact: true }],
    ['push the strumming patterns milestone to 22 March', { index: 4, dueDate: '2026-03-22' }],
    ["rename the 'Play for friends' guitar milestone to 'Play at the open mic'", { index: 12, rename: 'Play at the open mic' }],
  ])('"%s" changes a named milestone', (message, change) => {
    expect(read(message)).toMatchObject({ intent: 'milestone', goal: 'guitar', ...change });
  });

  it('"finished another book" is one milestone more, in the goal\'s own unit', () => {
    expect(read('finished another book!')).toMatchObject({ intent: 'goal-progress', goal: 'books', moreMilestones: 1 });
  });

  it.each([
    ["I've done 7 of the 12 milestones for guitar", { milestones: 7 }],
    ["I'm a third of the way through learn guitar", { milestones: 4 }],
    ['tick off the next guitar milestone', { moreMilestones: 1 }],
  ])('"%s" counts milestones of the twelve', (message, change) => {
    expect(read(message)).toMatchObject({ intent: 'goal-progress', goal: 'guitar', ...change });
  });

  it('a goal count said with a dash is a count, never a step back', () => {
    expect(read('read 12 books - 4 done now')).toMatchObject({ intent: 'goal-progress', goal: 'books', milestones: 4 });
  });
});

describe('a weekday said with a day number and month', () => {
  it('reads the date given, in the year it falls on that weekday', () => {
    expect(read('what do I have on Wednesday 11 February')).toMatchObject({ intent: 'schedule', date: '2026-02-11' });
    expect(read('what do i have on thu 19 march')).toMatchObject({ intent: 'schedule', date: '2026-03-19' });
  });

  it('asks which day was meant when the weekday and the date disagree', () => {
    expect(read('what do I have on Tuesday 11 February')).toMatchObject({ intent: 'clarify', question: expect.stringMatching(/Thursday, not a Tuesday/) });
  });
});

describe('words a change leaves unread', () => {
  const unread = (message: string) => {
    const intent = read(message);
    return 'unread' in intent ? intent.unread : undefined;
  };

  it('a change that accounts for every content word has none', () => {
    expect(unread('rang maya this morning')).toBeUndefined();
    expect(unread('push the dentist back an hour')).toBeUndefined();
    expect(unread('tax receipts done')).toBeUndefined();
  });

  it('a length the change did not take, or a thing it does not name, is unread', () => {
    expect(unread('boiler service due friday, it will take 20 minutes')).toEqual(['20 minutes']);
    expect(unread('push the dentist back an hour for the plumber')).toEqual(['plumber']);
  });
});

describe('a reading that is not certain is proposed or asked, never made', () => {
  it('a weekday said "next" while this week\'s is still to come, or a week with no day, is unread', () => {
    expect(read('lunch w leo next friday at noon')).toMatchObject({ intent: 'add-block', date: '2026-03-20', unread: ['next friday'] });
    expect(read('dinner w maya - move it to next week')).toMatchObject({ intent: 'change-block', unread: ['next week'] });
    expect(read('add gym next monday 7am')).not.toHaveProperty('unread');
  });

  it('a length the verb contradicts is unread; a length said as an overrun is more of it', () => {
    expect(read('extend the client call to 30 min')).toMatchObject({ intent: 'change-block', length: 30, unread: ['extend'] });
    expect(read('client call fri is going to run 30 min over, can you extend it')).toMatchObject({ intent: 'change-block', lengthBy: 30 });
  });

  it('a length added to a block makes it longer, never a new block', () => {
    expect(read('add an hour to my 3pm')).toMatchObject({ intent: 'change-block', lengthBy: 60 });
    expect(read('add 15 mins to the design review tomorrow and move gym to 6pm')).not.toMatchObject({ intent: 'add-block' });
    expect(read('add 20 minutes to my exercise today')).not.toMatchObject({ intent: 'change-block' });
  });

  it('an initial and a surname two people share asks who', () => {
    const hales: Known = { ...known, people: [...known.people, { id: 'rob', name: 'Robert Hale', notes: 'Dad' }] };
    const intent = understand(readMessage('call with R Hale this morning', hales, options), options);
    expect(intent.intent === 'clarify' || ('unread' in intent && intent.unread?.length)).toBeTruthy();
  });

  it('"call it …" names the block just discussed; dropping by is a meeting', () => {
    expect(read('call it ring rose instead', { discussed: true })).toMatchObject({ intent: 'change-block', title: 'ring rose' });
    expect(read('my sister dropped by 3 days ago')).toMatchObject({ intent: 'log-interaction', person: 'maya', type: 'meeting', date: '2026-03-08' });
  });

  it('a bare day right after a contact was logged says its day again', () => {
    expect(read('oh it was yesterday actually, not today', { logged: true })).toEqual({ intent: 'amend', date: '2026-03-10' });
  });
});

describe('plans, tasks and parts asked in everyday words', () => {
  it.each([
    ['plan next tuesday, nothing before 11', '2026-03-17', { notBefore: 660 }],
    ['slept terribly, can you plan a light monday for me', '2026-03-16', { light: true }],
    ['plan next wednesday, mornings only', '2026-03-18', { notAfter: 720 }],
    ['just fit in the urgent stuff tomorrow', '2026-03-12', { urgentOnly: true }],
    ['put the car insurance renewal somewhere tomorrow', '2026-03-12', { only: ['Renew the car insurance'] }],
  ])('"%s" plans the day with its limits', (message, date, limits) => {
    expect(read(message)).toMatchObject({ intent: 'plan-day', date, limits });
  });

  it('a new task said outright is added even when an open task shares a word', () => {
    expect(read('todo sort out council tax bill by the 20th, 15 min')).toMatchObject({
      intent: 'add-task',
      task: { title: 'Sort out council tax bill', dueDate: '2026-03-20', estimateMinutes: 15 },
    });
    expect(read('add buy birthday present for rose to my tasks for thursday next week, label it @family')).toMatchObject({
      intent: 'add-task',
      task: { title: 'Buy birthday present for rose', dueDate: '2026-03-19', labels: ['family'] },
    });
  });

  it('a reservation or a delivery cannot be done; "5 and a half hours" is one value', () => {
    expect(read('book a table at dishoom for 4 people on friday at 7')).toMatchObject({ intent: 'cannot' });
    expect(read('Book a table for dinner on saturday at 8pm')).toMatchObject({ intent: 'add-block' });
    expect(read('screen time was 5 and a half hours yesterday')).toMatchObject({ intent: 'log-health', metric: 'screenTime', value: 5.5 });
  });

  it('each part read alone is one change of several; a part leaning on "it" is not', () => {
    const gym = read('add gym thu 7-8am and fri 7-8am');
    expect(gym).toMatchObject({ intent: 'several', parts: [{ date: '2026-03-12' }, { date: '2026-03-13', title: 'Gym' }] });
    const both = read("had lunch with maya today and I've nailed strumming patterns");
    expect(both).toMatchObject({ intent: 'several', parts: [{ intent: 'log-interaction' }, { intent: 'milestone', index: 4, done: true }] });
    expect(read('boiler service due friday, it will take 20 minutes')).toMatchObject({ intent: 'change-task', unread: ['20 minutes'] });
  });

  it('"when am I seeing maya" is the coming block with her', () => {
    expect(read('when am i seeing maya')).toMatchObject({ intent: 'when-block', title: 'Dinner with Maya' });
  });

  it('a line marked as a task is one, even one that emails someone; a cleared due date is null', () => {
    expect(read('pay council tax by the 19th !high 15m @admin')).toMatchObject({
      intent: 'add-task',
      task: { title: 'Pay council tax', dueDate: '2026-03-19', priority: 'high', estimateMinutes: 15, labels: ['admin'] },
    });
    expect(read('email landlord re the leak next tues @home')).toMatchObject({ intent: 'add-task', task: { labels: ['home'] } });
    expect(read('remove the due date from the car insurance task')).toMatchObject({ intent: 'change-task', dueDate: null });
    expect(read('water 5 cups so far today')).toMatchObject({ intent: 'log-health', metric: 'water', value: 5 });
  });

  it('the inbox is the task list, a count of tasks lists them, and "no date" leaves a task undated', () => {
    expect(read('add to my inbox: research new running shoes')).toMatchObject({ intent: 'add-task', task: { title: 'Research new running shoes' } });
    expect(read('add 2 tasks: call the bank tmrw, buy stamps')).toMatchObject({
      intent: 'several',
      parts: [
        { intent: 'add-task', task: { title: 'Call the bank', dueDate: '2026-03-12' } },
        { intent: 'add-task', task: { title: 'Buy stamps' } },
      ],
    });
    const undated = read("add 'plan reunion trip' to my inbox, no date");
    expect(undated).toMatchObject({ intent: 'add-task', task: { title: 'Plan reunion trip' } });
    expect(undated).not.toHaveProperty('task.dueDate');
  });

  it('a due date taken off, and a priority lowered or raised a step from its own', () => {
    expect(read('take the due date off the insurance task')).toMatchObject({ intent: 'change-task', id: 'insurance', dueDate: null });
    expect(read('lower the priority of the boiler thing')).toMatchObject({ intent: 'change-task', id: 'boiler', priority: 'low' });
    expect(read('bump up the priority of the tax receipts')).toMatchObject({ intent: 'change-task', id: 'tax', priority: 'normal' });
  });

  it.each([
    ['fit my tasks in today but leave everything after 4 clear', { notAfter: 960 }],
    ["organise today's tasks, nothing till after lunch", { notBefore: 840 }],
    ['plan thursday but keep 12-1 for lunch', { free: [[720, 780]] }],
    ['light day tomorrow pls — 90 mins of tasks tops, nothing past 3', { notAfter: 900, maxMinutes: 90, light: true }],
    ['schedule my tasks on fri but leave the tax receipts out of it', { not: ['tax receipts'] }],
    ['monday: put my tasks in the afternoon only', { notBefore: 720 }],
  ])('"%s" keeps its limits', (message, limits) => {
    expect(read(message)).toMatchObject({ intent: 'plan-day', limits });
  });
});

describe('a contact and what it was about', () => {
  it("a day or a kind said of what the contact was about is not the contact's", () => {
    expect(read("whatsapp'd sam to plan climbing on saturday")).toMatchObject({
      intent: 'log-interaction',
      person: 'sam',
      type: 'message',
      date: '2026-03-11',
    });
    expect(read('messaged maya re: dinner fri')).toMatchObject({ intent: 'log-interaction', person: 'maya', type: 'message', date: '2026-03-11' });
    expect(read('yesterday I texted leo about friday')).toMatchObject({ intent: 'log-interaction', person: 'leo', date: '2026-03-10' });
    expect(read('I emailed Leo about the design thing on the 9th')).toMatchObject({ intent: 'log-interaction', person: 'leo', date: '2026-03-09' });
  });

  it('a note asked for is the log, not a message', () => {
    expect(read('note down that I had a 1:1 with Leo last thursday')).toMatchObject({
      intent: 'log-interaction',
      person: 'leo',
      type: 'meeting',
      date: '2026-03-05',
    });
  });
});

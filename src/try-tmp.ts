import { understand } from './server/features/assistant/understand/parse.js';
const block = (id: string, title: string, date: string, hour: number, category: 'focus' | 'meeting' | 'break', duration = 1) => ({ id, occurrence: null, rrule: null, date, hour, duration, title, category });
const known = { people: [], goals: [], blocks: [
  block('gym', 'Gym', '2026-03-11', 18, 'break'), block('lunch', 'Lunch', '2026-03-11', 13, 'break'), block('dr', 'Design review', '2026-03-11', 15, 'meeting'),
  block('deep', 'Deep work: proposal', '2026-03-11', 11, 'focus', 2),
  block('dent', 'Dentist', '2026-03-12', 16, 'break'), block('leo', '1:1 with Leo', '2026-03-12', 14, 'meeting'), block('rep', 'Write quarterly report', '2026-03-12', 10, 'focus', 2),
  block('yoga', 'Yoga', '2026-03-14', 10, 'break'), block('yoga0', 'Yoga', '2026-03-07', 10, 'break'), block('cc', 'Client call', '2026-03-13', 10, 'meeting'), block('road', 'Roadmap', '2026-03-13', 13, 'focus', 2), block('din', 'Dinner with Maya', '2026-03-13', 19, 'break', 3)] };
for (const m of process.argv.slice(2)) console.log(m, '=>', JSON.stringify(understand(m, known as never, { today: '2026-03-11', nowMinutes: 600 })));

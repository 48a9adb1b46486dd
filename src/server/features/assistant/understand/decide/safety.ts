import type { Reading } from '../extract.js';
import type { Intent } from '../intents.js';

/**
 * Something the assistant cannot do from the planner: send a message, pay someone, post online, book through another
 * service, do something in the user's name, or delete people, goals, tasks or health records (each has its own
 * page). Said plainly, nothing changed.
 */
export function cannotDo(r: Reading): Intent | null {
  if (r.question && !r.cues.has('polite')) return null;
  if (r.cues.has('money')) return { intent: 'cannot', what: 'pay anyone or move money' };
  if (r.cues.has('post')) return { intent: 'cannot', what: 'post anything online' };
  if (r.cues.has('online')) return { intent: 'cannot', what: 'book or order through other apps and websites' };
  if (r.cues.has('subscription') && !r.cues.has('task-word') && !r.cues.has('self-note'))
    return { intent: 'cannot', what: 'cancel or change subscriptions and accounts with other services' };
  if (r.cues.has('reservation') && !r.cues.has('self-note') && !r.cues.has('task-word'))
    return { intent: 'cannot', what: 'book tables or order deliveries from other businesses' };
  if (r.cues.has('errand-for-me')) return { intent: 'cannot', what: 'order, buy or book things for you' };
  if (r.cues.has('for-me')) return { intent: 'cannot', what: 'call or message anyone for you' };
  // "email landlord re the leak next tues @home": a line marked as a task is the user's own to-do.
  if (r.cues.has('send-to') && !r.pastTense && !r.cues.has('capture-marked')) return { intent: 'cannot', what: 'send messages, emails or texts' };
  if (r.cues.has('delete-other')) return { intent: 'cannot', what: 'delete people, goals, tasks or health records from the chat' };
  // "delete Sam Okafor": a person of the user's named to go, not a block with them ("dropped grandma a text" is contact).
  const contact = r.verbs.senses.has('call') || r.verbs.senses.has('message') || r.verbs.senses.has('meeting');
  const deleting = r.verbs.lemmas.some((l) => l === 'delete' || l === 'remove' || l === 'erase') && !contact;
  if (deleting && r.people.some((p) => p.strength >= 3) && r.blocks.length === 0) return { intent: 'cannot', what: 'delete people from the chat' };
  return null;
}

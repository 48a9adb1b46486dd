import nlp from 'compromise';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import { stem, wordsOf } from './words.js';

/** What a verb means to the planner, whatever its tense or form: texted, rang and FaceTimed are all contact. */
export type VerbSense = 'add' | 'move' | 'resize' | 'delete' | 'rename' | 'call' | 'message' | 'meeting' | 'done';

const LEXICON: Record<VerbSense, string[]> = {
  add: [
    'add',
    'schedule',
    'book',
    'block',
    'put',
    'plan',
    'create',
    'reserve',
    'pencil',
    'slot',
    'squeeze',
    'fit',
    'arrange',
    'organise',
    'organize',
    'pop',
    'stick',
    'throw',
    'hold',
    'save',
    'set up',
    'set aside',
    'need',
    'want',
    'like',
    'love',
    'make time',
    'remind',
    'allocate',
    'carve',
  ],
  move: [
    'move',
    'shift',
    'push',
    'pull',
    'reschedule',
    'bump',
    'bring',
    'postpone',
    'delay',
    'rearrange',
    'switch',
    'swap',
    'change',
    'start',
    'begin',
    'kick off',
    'defer',
    'nudge',
    'transfer',
    'relocate',
  ],
  resize: [
    'extend',
    'lengthen',
    'stretch',
    'shorten',
    'cut',
    'trim',
    'end',
    'finish',
    'last',
    'run',
    'wrap up',
    'cap',
    'resize',
    'reduce',
    'increase',
    'grow',
    'shrink',
  ],
  delete: [
    'delete',
    'remove',
    'take off',
    'cancel',
    'drop',
    'scrap',
    'clear',
    'wipe',
    'bin',
    'kill',
    'trash',
    'erase',
    'ditch',
    'nix',
    'axe',
    'get rid',
    'call off',
    'skip',
    'purge',
    'empty',
    'nuke',
  ],
  rename: ['rename', 'retitle', 'relabel', 'title'],
  call: ['call', 'phone', 'ring', 'facetime', 'skype', 'video call', 'zoom', 'speak', 'talk', 'chat', 'hear'],
  message: ['text', 'message', 'email', 'e-mail', 'write', 'dm', 'whatsapp', 'msg', 'reply', 'respond', 'send', 'ping', 'drop', 'tweet', 'snapchat', 'wish'],
  meeting: [
    'see',
    'meet',
    'visit',
    'catch up',
    'hang out',
    'bump',
    'run into',
    'grab',
    'have',
    'spend',
    'come over',
    'come round',
    'pop round',
    'pop over',
    'pop by',
    'pop in',
    'drop by',
    'drop in',
    'drop round',
    'drop over',
    'stop by',
    'swing by',
    'come by',
    'go out',
    'host',
    'join',
    'hug',
    'dine',
    'eat',
    'walk',
    'hike',
    'climb',
  ],
  done: ['finish', 'complete', 'hit', 'reach', 'achieve', 'accomplish', 'wrap up', 'nail', 'smash', 'tick off', 'knock out'],
};

const SENSE_OF = new Map<string, VerbSense[]>();
for (const [sense, lemmas] of Object.entries(LEXICON) as [VerbSense, string[]][]) {
  for (const lemma of lemmas) SENSE_OF.set(lemma, [...(SENSE_OF.get(lemma) ?? []), sense]);
}

/** Past forms compromise does not know, and nouns people use as verbs ("facetimed", "whatsapped", "skyped"). */
const IRREGULAR: Record<string, string> = {
  rang: 'ring',
  rung: 'ring',
  saw: 'see',
  seen: 'see',
  met: 'meet',
  spoke: 'speak',
  spoken: 'speak',
  sent: 'send',
  wrote: 'write',
  written: 'write',
  caught: 'catch',
  hung: 'hang',
  ran: 'run',
  had: 'have',
  grabbed: 'grab',
  bumped: 'bump',
  came: 'come',
  went: 'go',
  spent: 'spend',
  ate: 'eat',
  facetimed: 'facetime',
  facetiming: 'facetime',
  whatsapped: 'whatsapp',
  whatsapping: 'whatsapp',
  "whatsapp'd": 'whatsapp',
  whatsappd: 'whatsapp',
  skyped: 'skype',
  dmed: 'dm',
  "dm'd": 'dm',
  dmd: 'dm',
  msged: 'msg',
  msgd: 'msg',
  emailed: 'email',
  'e-mailed': 'email',
  texted: 'text',
  texting: 'text',
  phoned: 'phone',
  zoomed: 'zoom',
  pinged: 'ping',
  dropped: 'drop',
  binned: 'bin',
  scrapped: 'scrap',
  ditched: 'ditch',
  nixed: 'nix',
  axed: 'axe',
  cancelled: 'cancel',
  canceled: 'cancel',
  finished: 'finish',
  completed: 'complete',
  done: 'done',
  did: 'do',
  hit: 'hit',
  reached: 'reach',
  visited: 'visit',
  called: 'call',
  rescheduled: 'reschedule',
};

/** Every verb the planner knows by meaning and its forms: real words, never mended as slips of another ("love" is not "move"). */
export const KNOWN_VERBS = new Set([...Object.values(LEXICON).flat(), ...Object.keys(IRREGULAR)]);

/** Words that are as often nouns ("my last block", "the end", "a run"): a verb only where compromise reads one, or first in a request. */
const NOUN_TOO = new Set([
  'last',
  'run',
  'end',
  'start',
  'change',
  'hold',
  'like',
  'love',
  'need',
  'want',
  'have',
  'see',
  'walk',
  'eat',
  'drop',
  'block',
  'book',
  'plan',
  'call',
  'text',
  'message',
  'email',
  'chat',
  'visit',
  'skip',
  'cut',
  'hit',
  'date',
  'note',
  'save',
  'set',
  'put',
  'reach',
  'finish',
  'join',
  'climb',
  'hike',
  'dine',
  'cap',
  'title',
  'wish',
  'send',
  'write',
  'talk',
  'hear',
  'ping',
]);

export interface Verbs {
  /** The base forms of the message's verbs and verb-like words, in order. */
  lemmas: string[];
  senses: Set<VerbSense>;
}

/** A phrasal verb's particle joins it: "catch" + "up", "call" + "off", "get" + "rid". */
const PARTICLES: Record<string, string[]> = {
  take: ['off'],
  catch: ['up'],
  hang: ['out'],
  call: ['off'],
  get: ['rid'],
  set: ['up', 'aside'],
  run: ['into'],
  come: ['over', 'round', 'by'],
  pop: ['round', 'over', 'by', 'in'],
  drop: ['by', 'in', 'round', 'over'],
  stop: ['by'],
  swing: ['by'],
  go: ['out'],
  wrap: ['up'],
  kick: ['off'],
  tick: ['off'],
  knock: ['out'],
  make: ['time'],
  video: ['call'],
};

/**
 * The message's verbs by meaning. compromise finds the verbs and their infinitives ("texted" → "text", "rang" →
 * "ring"); every word is also read through a table of forms it does not know, so a verb is found in any sentence
 * shape: "Leo rang me", "sent Ana a voice note", "FaceTimed mum".
 */
export function verbsOf(text: string): Verbs {
  const lemmas: string[] = [];
  const doc = nlp(text);
  for (const v of doc.verbs().json() as { verb?: { infinitive?: string } }[]) {
    const inf = v.verb?.infinitive?.toLowerCase().trim();
    if (inf) lemmas.push(...inf.split(/\s+/).slice(0, 1));
  }
  const words = wordsOf(text);
  words.forEach((w, i) => {
    const base = IRREGULAR[w] ?? (SENSE_OF.has(w) ? w : SENSE_OF.has(stem(w)) ? stem(w) : undefined);
    if (!base || lemmas.includes(base)) return;
    if (NOUN_TOO.has(base) && !IRREGULAR[w] && i > 0 && !/(?:ed|ing)$/.test(w)) return;
    lemmas.push(base);
  });
  const senses = new Set<VerbSense>();
  for (const lemma of lemmas) {
    const i = words.findIndex((w) => w === lemma || IRREGULAR[w] === lemma || stem(w) === lemma);
    const next = i >= 0 ? words[i + 1] : undefined;
    // The particle may follow the object: "take the dentist off", "call the party off".
    const near = i >= 0 ? words.slice(i + 1, i + 5) : [];
    const phrasal = PARTICLES[lemma]?.find((p) => p === next || near.includes(p));
    for (const s of SENSE_OF.get(phrasal ? `${lemma} ${phrasal}` : lemma) ?? SENSE_OF.get(lemma) ?? []) senses.add(s);
  }
  return { lemmas, senses };
}

/** The kind of interaction the words describe, from the verb and the nouns around it ("a voice note", "on the phone", "over coffee"). */
export function interactionTypeOf(text: string, verbs: Verbs): InteractionType | undefined {
  let t = text.toLowerCase();
  if (
    /\b(?:on\s+the\s+phone|phone\s*call|video\s*call|facetime|skype|zoom\s+call|voice\s+call|over\s+the\s+phone|rang|ring|called|call\b)/.test(t) &&
    !/\bcall\s+off\b/.test(t)
  )
    return 'call';
  // "note down that I had a 1:1 with Leo": the note is the log asked for, not a message to them.
  t = t.replace(/^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:note|jot)(?:\s+down)?(?:\s+that)?\b/, '');
  if (/\b(?:voice\s*note|voice\s*message|voice\s*mail|text|message|email|e-mail|dm|whatsapp|letter|card|note|msg|line)\b/.test(t)) return 'message';
  if (/\b(?:coffee|lunch|dinner|breakfast|brunch|drinks?|tea|walk|in\s+person|came\s+over|came\s+round|visit|party|meal|pint|beer)\b/.test(t)) return 'meeting';
  if (verbs.senses.has('call')) return 'call';
  if (verbs.senses.has('message')) return 'message';
  if (verbs.senses.has('meeting')) return 'meeting';
  return undefined;
}

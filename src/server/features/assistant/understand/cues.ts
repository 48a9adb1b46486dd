/**
 * The cue phrases the assistant understands, each read once from the normalised message when it is read
 * (extract.ts). A cue is a word or phrase that says what kind of request this is or how its parts relate ("instead
 * of", "is off", "every", "by"); dates, times, lengths, people and the user's things are entities, read apart.
 */

const WHEN_WORD = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)`;
const DAYS_AMOUNT = String.raw`(\d{1,2}|an?|one|two|three|four|five|six)\s+(days?|weeks?)`;
const ADVERB = String.raw`(?:(?:really|actually|more|just|now)\s+)?`;

/** Words that answer the app's own buttons and questions, and ask for help: the message is only these. */
const CONTROL = {
  yes: /^(?:y|yes|yep|yeah|yup|ya|sure|ok|okay|k|confirm(?:ed)?|do\s+it|go\s+ahead|go\s+for\s+it|please\s+do|yes\s+please|yes,?\s+do\s+it|yep,?\s+go\s+ahead|that'?s\s+right|correct|proceed|absolutely|definitely|sounds\s+good|perfect|great|right)$/i,
  'yes-again':
    /^(?:yes|yep|yeah|yup|sure|ok(?:ay)?|alright|cool|great|perfect|fine)\b[\s,!.]*(?:please|go\s+ahead|go\s+for\s+it|do\s+it|delete\s+it|that'?s\s+(?:fine|right|great)|thanks?|sure|ok(?:ay)?|sounds\s+good|that\s+works|works\s+for\s+me|yes|why\s+not)\b/i,
  no: /^(?:n|no|nope|nah|cancel|stop|don'?t|never\s*mind|nevermind|forget\s+it|keep\s+it|no\s+thanks|leave\s+it|no,?\s+(?:keep|leave)\s+it|not\s+now|hmm+\s+no,?\s+(?:leave|keep)\s+it|no,?\s+leave\s+it)$/i,
  undo: /^(?:undo(?:\s+(?:that|it|this|the\s+last\s+(?:one|change|action)))?|revert(?:\s+that|\s+it)?|take\s+(?:that|it)\s+back|put\s+it\s+back|oops,?\s*undo(?:\s+that)?|undo\s+please)$/i,
  help: /^(?:hi|hello|hey|help|yo|good\s+(?:morning|afternoon|evening))$|what\s+can\s+you\s+do|how\s+do\s+i\s+use\s+you|what\s+do\s+you\s+know/i,
  /** "cancel that", "scrap that", "forget it": drops what was just proposed, or takes back what was just done. */
  'take-back':
    /^(?:(?:actually|oops|sorry|oh|no|nah|hmm+|wait)\b[\s,.!]*)*(?:cancel|scrap|forget|ditch|bin|nix|kill|drop|lose)\s+(?:that|it|this)(?:\s+(?:one|please|pls))?[.!]*$/i,
  /** "7 in dozenal", "convert 144 to base 12". */
  convert:
    /(-?[\d,]*\.?\d+)\s*(?:(?:in)?to|in|as)\s*(?:dozenal|base[\s-]?12|duodecimal|twelves)|\b(?:convert|what\s+is|what'?s)\s+(-?[\d,]*\.?\d+)\s+(?:in\s+)?(?:dozenal|base[\s-]?12|duodecimal)|\b(?:dozenal|base[\s-]?12)\s+(?:for|of)\s+(-?[\d,]*\.?\d+)|\bconvert\s+(-?[\d,]*\.?\d+)\b/i,
  /** The words a follow-up opens with: "actually", "oops", "sorry, I meant", "no wait". */
  opener:
    /^(?:(?:actually|oops|whoops|sorry|wait|hmm+|hm|oh|ah|um+|uh|nah|ok(?:ay)?|well|er+|and|also|plus|my\s+bad|no(?=\s*,|\s+(?:wait|sorry|actually|oops|i\s+meant)))\b[\s,.!-]*)+(?:i\s+(?:meant|mean)(?:\s+to\s+say)?\b[\s,:]*)?|^i\s+meant\b[\s,:]*/i,
} as const;

/** How the message is put: a question, a polite request, a request that opens with what to do. */
const MOOD = {
  'question-start':
    /^(?:total|avg|average|mean|what|whats|what's|when|whens|how|hows|how's|who|whos|who's|why|which|where|any|anything|show|tell|list|give\s+me\s+(?:a|my|the)\s+(?:summary|recap|review|rundown|list)|(?:is|are|am|do|does|did|was|were|have|has|had)\s+(?:i|you|my|the|there|it|we|this|that|anything|something|he|she|they|\w+day|today|tomorrow|tonight))\b/i,
  'question-mark': /\?\s*$/,
  /** A polite request put as a question: "would you mind…", "can you…", "could I get…". */
  polite:
    /^(?:(?:hey|hi|hello|ok(?:ay)?|so|oh|um+)\s*,?\s+)*(?:(?:can|could|would|will)\s+(?:you|ya|we)\s+(?:please\s+)?(?:mind\s+|be\s+able\s+to\s+|kindly\s+)?|(?:would|will|is)\s+it\s+be\s+(?:ok(?:ay)?|alright|possible)\s+(?:to|if\s+(?:you|i|we))\s+|is\s+it\s+(?:ok(?:ay)?|alright)\s+(?:to|if\s+(?:you|i|we))\s+|any\s+chance\s+(?:you\s+)?(?:could|can)\s+|(?:do\s+you\s+)?think\s+you\s+(?:could|can)\s+|(?:can|could|may)\s+i\s+(?:get|have|book|add)\s+|is\s+it\s+possible\s+to\s+|(?:do\s+you\s+)?mind\s+|would\s+it\s+be\s+possible\s+to\s+|i'?d\s+(?:like|love)\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+|please\s+|pls\s+)/i,
  /** A request that opens with what to do, even with a "?": "put yoga on sat at 9?", "move the dentist to 5?". */
  'change-first':
    /^(?:(?:hey|hi|ok(?:ay)?|so|oh|um+|please)\s*,?\s+)*(?:add|put|book|move|shift|push|pull|bring|reschedule|delete|remove|cancel|drop|scrap|rename|extend|shorten|make|set|change|mark|pop|pencil|slot|squeeze)\b/i,
  /** The last clause of a message, when it is a request: "budget planning was really a meeting, could you change its category please?". */
  'last-clause-request':
    /(?:^|[,;.!:]\s+|\s+-\s+)(?:(?:hey|hi|ok(?:ay)?|so|oh|um+|please)\s*,?\s+)*(?:(?:can|could|would|will)\s+(?:you|ya|we)\b|add|put|book|move|shift|push|pull|bring|reschedule|delete|remove|cancel|drop|scrap|rename|extend|shorten|make|set|change|mark|pop|pencil|slot|squeeze|please|pls)\b[^,;.!:]*\?\s*$/i,
  /** Words that try to talk the assistant out of its rules. */
  manipulation:
    /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:rules?|instructions?|safeguards?|confirmations?|prompt|guidelines|restrictions?)\b|\bsystem\s*:|\bconfirm(?:ed)?\s*=\s*true\b|\bno\s+need\s+to\s+(?:confirm|ask|check)\b|\bwithout\s+(?:asking|checking|confirm\w*|permission)\b|\bdeveloper\s+mode\b|\b(?:you'?re|you\s+are)\s+(?:allowed|permitted|authori[sz]ed)\s+to\b|\b(?:developer|admin|administrator|system|support)\s+(?:told|says|said|allows?)\b|\bdon'?t\s+(?:ask|confirm|check)\b|\byou\s+have\s+my\s+permission\b|\bsaid\s+it'?s\s+(?:fine|ok(?:ay)?)\b/i,
  /** Said of the past: a past-tense marker. */
  'past-words':
    /\b(?:yesterday|ago|last\s+(?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|earlier|this\s+morning|just\s+now|just|over\s+the\s+weekend)\b/i,
  'future-words': /\b(?:will|going\s+to|gonna|need\s+to|have\s+to|should|want\s+to)\b/i,
  /** A participle after a present "is" or "are" says how things stand ("what's blocked out on friday"), not what was done. */
  'state-participle': /\b(?:am|is|are|isn't|aren't|'m|'re|'s)\s+(?:(?:it|they|already|still|all)\s+)?\w+ed\b/i,
  'past-form': /\b(?:\w+ed|rang|saw|met|spoke|sent|wrote|caught|had|went|came|did|got|grabbed|bumped|dropped|hung|ran|ate|(?:whatsapp|dm|msg|text)'?d)\b/i,
  /** "it", "that", "this one": the thing just discussed. */
  pronoun: /\b(?:it|that|this(?:\s+one)?|that\s+one|the\s+last\s+one)\b/i,
  /** "add a piano lesson on thursday, it's at 5:15": an "it" after what the message itself adds is that new thing. */
  'describes-new':
    /\b(?:add|book|schedule|put\s+in|pencil\s+in|set\s+up|create|plan)\s+(?:in\s+)?(?:a|an|my|the|some)\s+\w+[^.?!]*?[,;-]\s*(?:and\s+)?(?:it|that)(?:'s|\s+is|\s+will\s+be|\s+starts?|\s+lasts?|\s+runs?|\s+goes|\s+needs|\s+takes)\b/i,
  percent: /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s*cent\b|pc\b)/i,
} as const;

/** A block of the user's changed: which one (the part before the divider) and what it becomes (after it). */
const BLOCK_CHANGE = {
  /** Where the block named ends and what it becomes begins: "move X to Y", "X is now at Y", "make X start at Y". */
  divider:
    /\s(?:to|till|until|til|instead\s+of|(?:is|are|'s)\s+(?:now|actually|really)(?:\s+at)?|(?:is|are|'s)\s+(?:at|from)(?=\s+\d)|now\s+at|needs?\s+to\s+be(?:\s+at)?|has\s+to\s+be(?:\s+at)?|start(?:s|ing)?\s+at|begin(?:s|ning)?\s+at|end(?:s|ing)?\s+at|finish(?:es|ing)?\s+at|needs\s+to\s+move\s+to|should\s+be(?:\s+at)?|now\s+starts?(?:\s+at)?)\s/i,
  /** "the yoga on sat, make it 11 instead", "my 10am friday - can we do 10:30": a new time said after the block is named. */
  'make-it-at':
    /(?:^|[,;:-]\s*|\s)(?:(?:can|could)\s+(?:we|you|i)\s+)?(?:make\s+it|do\s+it\s+at|do|have\s+it(?:\s+at)?)\s+(?=\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:instead|please|then|\?|$))/i,
  /** A block named by its time: "my 3pm", "whatever I have at 4", "the 10am tomorrow". */
  'by-time':
    /\b(?:(?:my|the|whatever(?:'s|\s+is)?|what'?s|whatever\s+i\s+have|what\s+i\s+have|thing|block|one)(?:\s+(?:today|tomorrow|tonight|\w+day)(?:'?s)?)?|(?:today|tomorrow|tonight|\w+day)'?s)\s+(?:at\s+|on\s+at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![:.]?\d)(?!\s*(?:minutes?|hours?))\b/i,
  /** "friday 10am has been moved to 11.30": a day and time leading a new time said as a fact name the block then. */
  'lead-time':
    /^\s*(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![:.]?\d)(?!\s*(?:minutes?|hours?))\b/i,
  /** A new time said of a block as a fact: "is now at 5", "got moved to 2", "has been pushed back". */
  'stated-move':
    /\b(?:is|are|'s|has\s+been|have\s+been|got|was|were|been)\s+(?:now\s+|just\s+)?(?:moved|pushed|changed|rescheduled|shifted|bumped|brought|pulled)\b|\b(?:is|are|'s)\s+now\s+(?:at\s+)?\d|\bnow\s+starts?\s+(?:at\s+)?\d/i,
  /** A block's new state said as a fact or a need: "X is actually at 8", "my 10am needs to be at 11", "X should start at 2". */
  revise:
    /\b(?:is|are|'s)\s+(?:now|actually|really)\b|\bwas\s+actually\b|\b(?:needs?|has)\s+to\s+(?:be|move|start|end|finish|go)\b|\bshould\s+(?:be|start|end|finish|move)\b|\binstead\b|\bnot\s+(?:at\s+)?\d|\bnot\s+(?:on\s+)?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:is|are|'s)\s+(?:at|from)\s+\d|\brather\s+than\b|\bmake\s+(?:it|that)\b|\bbe\s+(?:at|on)\b|\bdo\s+(?:it|the|my)\b[^.?!]{0,30}?\s(?:at|on)\s|\b(?:got\s+)?moved\b|\bnow\s+starts?\b/i,
  /** A new name given in words: "call it book club instead", "X should be called Y", "rename that to Y", "X is now called Y". */
  'new-name':
    /(?:^|\s)(?:(?:should\s+be|is\s+(?:now\s+|actually\s+)?|'s\s+(?:now\s+)?|to\s+be|be)\s+(?:called|named|titled)|(?:call|name|title|retitle|rename|relabel)\s+(?:it|(?:that|this)(?:\s+one)?)(?:\s+(?:to|as))?|(?:name|title|rename|retitle)\s+(?:to|as))\s+(?!a\s+day\b|quits\b)["']?(.+?)["']?(?:\s+(?:instead|now|please|then))?\s*$/i,
  /** A new name in quotes at the end, after the verb that gives it: "call friday's roadmap 'Q2 roadmap'". */
  'quoted-name': /\b(?:call|name|title|retitle|rename)\b.*\s["']([^"']+)["'](?:\s+(?:instead|now|please|then))?\s*$/i,
  /** A quoted phrase closing the message. */
  'quoted-end': /\s["'][^"']+["'](?:\s+(?:instead|now|please|then))?\s*$/,
  'rename-verb': /\b(?:rename|retitle|relabel|call\s+it|title\s+it|change\s+the\s+(?:title|name)\s+(?:of\s+.+?\s+)?to)\b/i,
  /** The new name after "to" or "as" at the end: "rename the roadmap to Q2 roadmap". */
  'renamed-to': /\s(?:to|as)\s+["']?(.+?)["']?\s*$/i,
  /** The naming verb that opens the message: "call", "rename". */
  'naming-verb': /^\s*(?:please\s+)?(?:call|name|title|retitle|rename)\s+/i,
  /** "gym: 7 instead of 6", "dentist at 5 rather than 4", "yoga friday instead of saturday": the new time first, the old one after. */
  'instead-of': new RegExp(
    String.raw`^(.*?)\s*(?:\b(?:to|at|on|for)\s+)?(${WHEN_WORD})\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?(${WHEN_WORD})\s*[?!.]*\s*(?:please|pls)?\s*[?!.]*$`,
    'i',
  ),
  /** "same time on monday", "same time next week": the block keeps its time and moves to that day. */
  'same-time': /\b(?:the\s+)?same\s+time\b/i,
  /** "my first meeting tomorrow", "the last thing today", "my next call": a block by its place in a day. */
  position:
    /\b((?<=\b(?:the|my|your|our|is|was)\s+)first(?=\s+thing\b)|first(?!\s+thing\b)|last|final|next|earliest|latest)\s+(?:(?:focus|deep\s+work)\s+)?(?:thing|block|one|event|item|appointment|meeting|call|focus|break|session|slot)\b/i,
  /** A block's length said as a fact or a need: "gym should be 30 mins", "lunch is only half an hour". */
  'length-said': /\b(?:is|are|'s|be|needs?|takes?|lasts?|only|just)\b/i,
  /** Words that make something new, so a length they give is the new block's, never a change. */
  'making-new': /\b(?:add|book|schedule|create|plan|new|another)\b/i,
  /** A block said to be off rather than told to go: "dinner with Maya is off", "yoga's not happening". */
  'called-off':
    /\b(?:is|are|'s|has\s+been|have\s+been|got|was|been)\s+(?:now\s+|just\s+)?(?:off|cancell?ed|called\s+off|scrapped|dropped)\b|(?:\bnot|n'?t)\s+(?:happening|going\s+ahead)\b|\bno\s+longer\s+(?:on|happening)\b|\bwon'?t\s+(?:happen|be\s+happening)\b/i,
  /** "I can't make yoga on saturday": without a new time, the block is off. */
  'cant-make': /\b(?:can'?t|cannot|can\s+not|won'?t|will\s+not|not\s+going\s+to|unable\s+to)\s+make\s+(?:it\s+)?(?:to\s+)?(?:the\s+|my\s+)?\w/i,
  /** "tick off the deep work block", "check off yoga": a block marked done. */
  'tick-off': /\b(?:tick|check|cross)(?:ed)?\s+(?:off\b|.+?\boff\b)/i,
  /** A length said after "shorter" or "longer" is the new length ("shorter - 45 min"). */
  'length-after':
    /\b(?:shorter|longer)\b(?!\s+by\b)[\s,:;.-]*(?:(?:to|make\s+it|so\s+it(?:'?s|\s+is)|only|just|about|around|say|like)\s+)*(?:\d|an?\s|half|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|ninety)/i,
  /** Said before it ("45 minutes shorter") it is how much is added or taken away. */
  'length-before': /\b(?:an?|one|half|\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|m|mins?|minutes?)\s+(?:shorter|longer)\b/i,
  by: /\bby\b/i,
  /** "run 30 min over", "overrunning": a length said as more of it. */
  more: /\b(?:extra|more|another|additional|longer|overrun(?:s|ning)?)\b|\b(?:mins?|minutes?|hours?|hrs?|h)\s+over\b/i,
  less: /\b(?:off|less|shorter|fewer)\b/i,
  'off-calendar': /\b(?:take|took|taking)\b[^.]*\boff\s+(?:my|the)\s+(?:calendar|schedule|diary|planner)\b/i,
  'another-hour': /\b(?:another|one\s+more|an\s+extra|an\s+additional)\s+hour\b/i,
  /** "make it …", "set …", "change …" opening the message. */
  making: /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:make|set|change|have|let)\b/i,
  'start-end-words': /\b(?:start|end|finish|last|longer|shorter)\b/i,
  /** "sprint planning 16/3, make it 90 minutes": a length given with make, change or set anywhere is the new length. */
  'make-set': /\b(?:make|change|set)\b/i,
  'to-time': /(?<!\d\s*(?:am|pm)?)\s(?:to|till|til|until)\s+(?:\d|noon|midnight|tomorrow|today|\w+day\b)/i,
  restart: /\b(?:start|begin|end|finish)s?\s+(?:at|by)\s+\d/i,
  mark: /\bmark\b/i,
  /** "back 2 weeks", "3 days later": how far it goes in days, never which day the block is on. */
  'days-shift': new RegExp(
    String.raw`\b(back|forward|later|earlier|on|out)\s+(?:by\s+)?${DAYS_AMOUNT}\b|\b()${DAYS_AMOUNT}\s+(later|earlier|back|forward|on)\b`,
    'i',
  ),
  earlier: /\b(?:earlier|forward|sooner|up)\b/i,
  /** A verb that moves a block by a length: "delay", "push", "bump", "nudge"; "move" and "shift" only with "by". */
  'bump-nudge': /\b(?:bump|nudge)(?:ed|s)?\b/i,
  'move-by': /\b(?:move|shift)\b.*\bby\b/i,
  'resize-words': /\b(?:shorter|longer|extend|shorten)\b/i,
  /** "finish gym 15 minutes early", "end it half an hour later": the end moves, the start stays. */
  /** "but keep the same end time", "keep the end", "same finish": the end stays where it is while the start moves. */
  'keep-end':
    /\b(?:keep(?:ing)?|leave|leaving|hold(?:ing)?)\s+(?:the\s+|its\s+)?(?:same\s+)?(?:end|finish)(?:\s+time)?(?:\s+(?:the\s+same|as\s+it\s+is|where\s+it\s+is))?\b|\b(?:same|unchanged)\s+(?:end|finish)(?:\s+time)?\b/i,
  'end-words': /\b(?:end|ends|ending|finish|finishes|finishing|wrap\s+up|wraps\s+up|stop)\b/i,
  start: /\bstart/i,
  /** "shorten the dentist by 15": a bare number that could not be hours is minutes. */
  'by-bare': /\bby\s+(\d{2,3})(?!\s*(?:h|hrs?|hours?|%|:|\.\d|am|pm))\b/i,
  'resize-by': /\b(?:extend|lengthen|stretch|shorten|cut|trim|reduce)\b.*\bby\b/i,
  shorten: /\b(?:shorten|cut|trim|reduce)\b/i,
  /** The words a new end is said with: "until", "finish", "run", "last". */
  'until-words': /\b(?:end(?:s|ing)?|finish(?:es|ing)?|wrap(?:s)?\s+up|run|go|last|extend|stretch|until|till|til)\b/i,
  'next-week': /\bnext\s+week\b/i,
  weekday: /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i,
  /** An am or pm, or a 24-hour time past noon, said outright. */
  'explicit-meridiem': /\d\s*(?:am|pm)\b|\b\d{2}:\d{2}\b(?<=\b(?:1[3-9]|2[0-3]):\d{2})/i,
  /** "all", "every", "whole": all the occurrences of a repeating block. */
  series: /\b(?:every|each|all(?:\s+the)?|whole|entire|series|recurring|repeating)\b/i,
  /** A kind the block should become: "make it a meeting", "put it in focus", "was really a meeting". */
  'category-to': new RegExp(
    String.raw`\b(?:as|to|into|be|is|was|actually|now)\s+${ADVERB}(?:a|an)?\s*(focus|meeting|break|completed|complete|done|finished)\b(?:\s+block)?`,
    'i',
  ),
  'category-make-block': /\b(?:make|turn)\s.+?\s(?:a|an|into)\s+(focus|meeting|break)\s+(?:block|session|time)\b/i,
  'category-make': /\b(?:make|turn)\s+(?!it\b)\S.*?\s(?:a|an|into)\s+(focus|meeting|break)\b/i,
  'category-make-it': /\b(?:make|turn)\s+(?:it|that|this)\s+(?:a|an|into(?:\s+an?)?)\s+(focus|meeting|break)(?:\s+(?:block|session|time|one))?\s*$/i,
  'category-mark': /\bmark(?:ed)?\s.*?\b(done|complete|completed|finished)\b/i,
  'category-put': /\b(?:put|move|file|stick|pop|switch|change)\s+(?:it|that|this)\s+(?:in|into|to|under)\s+(?:the\s+)?(focus|meeting|break|completed)\b/i,
  'category-section': /\b(?:in|into|to|under)\s+(?:the\s+|my\s+)?(focus|meeting|break|completed)\s+(?:category|section|type|kind|column|bucket|group)\b/i,
  'category-other': /\b(?:in|into|to|under|as)\s+(?:the\s+|my\s+|a\s+|an\s+)?([a-z]+)\s+(?:category|section|type|kind|bucket|group|label)\b/i,
  'kind-meeting': /\b(?:meetings?|calls?|mtgs?)\b/i,
  'kind-focus': /\b(?:focus(?:ed)?|deep\s+work)\b/i,
  'kind-break': /\bbreaks?\b/i,
  'kind-completed': /\bcompleted\b/i,
  /** Words that may follow a bare new hour without making it something else: "to 9 instead", "to 5 please". */
  'target-filler': /\b(?:instead|please|then|pls|now|the\s+same\s+time)\b/i,
  'category-not': new RegExp(
    String.raw`\b(?:is|was|are|'s)\s+${ADVERB}(?:a\s+|an\s+)?([a-z]+)(?:\s+(?:time|stuff|thing|block))?\s*,?\s+not\s+(?:a\s+|an\s+)?[a-z]+\b`,
    'i',
  ),
} as const;

/** Blocks added, several moved together, or deleted in bulk. */
const BLOCKS = {
  /** The words that open a request to add: "add", "book", "pencil in", "I need", "let's". */
  'add-lead':
    /^(?:(?:please|pls|hey|hi|ok|okay|so|and|also|oh|um+)\s*,?\s+)*(?:add(?:ing)?|schedul(?:e|ing)|book(?:ing)?(?!\s+(?:club|group|launch|fair|signing|swap|sale|shop|store)\b)(?:\s+in)?|putting(?:\s+in)?|block(?:\s+out|\s+off)?|put(?:\s+in)?|plan|create|make|reserve|set\s+up|set\s+aside|pencil\s+in|slot\s+in|squeeze\s+in|fit\s+in|pop(?:\s+in)?|stick(?:\s+in)?|throw\s+in|arrange|organi[sz]e|hold|save|i\s+need|i\s+want|i'?d\s+(?:like|love)(?:\s+to\s+(?:do|have|go|get))?|let'?s(?:\s+do|\s+have)?|give\s+me|allocate|carve\s+out|get)\b\s*/i,
  /** A title given in quotes. */
  quoted: /["']([^"']{2,})["']/,
  'evening-things': /\b(?:dinner|drinks?|party|date|bar|pub|concert|movie|film|cinema|theatre|theater|gig|supper|pint|show|game\s+night|karaoke)\b/i,
  'am-pm': /\b(?:am|pm)\b|\d(?:am|pm)/i,
  'this-morning': /\bthis\s+morning\b/i,
  'starting-next-week': /\b(?:starting|from|beginning|as\s+of)\s+next\s+week\b/i,
  'plural-kinds': /\b(?:meetings|breaks|blocks|plans|anything|something)\b/i,
  /** Several blocks of a day named at once: "everything", "all my blocks", "the rest of my afternoon". */
  many: /\b(?:everything|all\s+(?:of\s+)?(?:my\s+|the\s+|(?:today|tomorrow|\w+day)'?s\s+)?(?:blocks?|meetings?|events?|plans?|things|appointments?|stuff|calls?|breaks?|focus\s+blocks?|schedule|calendar)|(?:the\s+)?rest\s+of\s+(?:my\s+|the\s+|today'?s\s+)?(day|morning|afternoon|evening|today|schedule|calendar|plans?)|(?:my|the)\s+(?:whole|entire)\s+(morning|afternoon|evening|day))\b/i,
  /** Where the blocks that move begin: "after 1pm", "from 3", "1pm onwards". */
  'from-time':
    /\b(?:after|from|since|starting(?:\s+(?:at|from))?|beyond)\s+(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b(?!\s*(?:minutes?|mins?|hours?|hrs?|h\b|days?|weeks?))|\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s+onwards?\b/i,
  /** "the first thing after standup", "whatever's before lunch": a block named by the one it follows or leads to. */
  'beside-block':
    /\b(?:thing|block|one|event|item|meeting|call|session|whatever(?:'s|\s+is)?|what(?:'s|\s+is))\s+(?:(?:right|straight|just|directly|immediately)\s+)?(after|before)\s+(?:the\s+|my\s+)?[a-z]/i,
  'from-block': /\b(after|from|since|following)\s+(?:the\s+|my\s+)?[a-z]/i,
  'and-rest': /\band\s+(?:everything|all|the\s+rest)\b/i,
  'rest-of': /\brest\s+of\b/i,
  'move-word': /\bmove\b/i,
  /** Deleting in bulk: "erase", "wipe", "nuke". */
  erase: /\b(?:erase|wipe|nuke|purge)\b/i,
  'chat-words': /\b(?:chat|history|conversation)\b/i,
  'clear-day':
    /^(?:please\s+)?(?:clear|wipe|empty|free\s+up)\s+(?:my\s+|the\s+)?(?:whole\s+)?(\w+(?:\s+\w+)?)?(?:'s)?(?:\s+(?:schedule|calendar|plan|agenda|blocks))?$/i,
  'day-word': /\bday\b|^\w+\s+(?:my\s+)?(?:schedule|calendar)/i,
  'whole-day': /\b(?:everything|all(?:\s+my)?\s+blocks?)\s+(?:on|for)\b/i,
  everything:
    /\b(?:everything|all\s+(?:of\s+)?(?:my|the)\s+(?:blocks?|meetings?|events?|plans?|calendar|schedule|appointments?|breaks?|focus)|all\s+(?:blocks|meetings|events|appointments)|every\s+(?:block|meeting|event|thing|appointment)|whole\s+(?:calendar|schedule|week|month|planner)|entire\s+(?:calendar|schedule|week|month|planner))\b/i,
  /** "I need to move …", "have to cancel …": a change to the plans said as a need. */
  'change-lemmas':
    /\b(?:move|moved|shift|shifted|reschedule|rescheduled|postpone|postponed|delay|delayed|rearrange|defer|relocate|delete|remove|cancel|cancell?ed|scrap|rename|retitle|relabel|shorten|extend|lengthen)\b/i,
} as const;

/** Being in touch with someone, and goals. */
const PEOPLE_GOALS = {
  'goal-word': /\bgoals?\b/i,
  /** "a call", "coffee", "a voice note": something done with a person, named by its noun. */
  'contact-noun':
    /\b(?:voice\s*mail|call|phone\s*call|chat|catch-?\s?up|coffee|lunch|dinner|breakfast|brunch|drinks?|tea|text|message|email|voice\s*note|visit|meeting|walk|facetime|video\s*call)\b/i,
  'log-words': /^(?:log(?:ged)?|record(?:ed)?|note(?:\s+down)?|track|add)\b/i,
  'add-start': /^add\b/i,
  'today-words': /\b(?:today|this\s+morning|earlier)\b/i,
  'past-markers': /\b(?:last|ago|yesterday)\b/i,
  'future-markers': /\b(?:tomorrow|next\s+\w+|tonight|later\s+today|this\s+(?:afternoon|evening)|some\s*time|at\s+some\s+point|soon)\b/,
  /** A name the user's people do not have: "with Priya", "to Tom". */
  'name-with': /\b(?:with|to|from)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/,
  'name-lead': /^(?:i\s+)?(?:just\s+)?\w+\s+([A-Z][\w'-]+)/,
  'last-night': /\blast\s+night\b/i,
  /** "monday night": a night named by the day it began. */
  'day-night': /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+night\b/i,
  /** What the contact was about: "about the move". */
  about: /\babout\s+(.+?)[.!?]?$/i,
  /** A milestone ticked: "tick", "done", "completed", "nailed". */
  tick: /\b(?:tick(?:ed)?(?!\s+off\s+(?:my|the)\s+list)|check(?:ed)?\s+off|done|finished|completed?|nailed|mastered|got\s+(?:it|there)|can\s+(?:now\s+)?(?:do|play))\b|✓/i,
  /** A milestone taken back: "untick", "not done", "forgotten them". */
  untick:
    /\b(?:un-?tick(?:ed)?|un-?check(?:ed)?|not\s+(?:done|finished)|mark\s+(?:it\s+|that\s+)?(?:as\s+)?not\s+done|forgotten|forgot|take\s+(?:it|that)\s+back|reopen)\b/i,
  /** A milestone's date: "by 30 april", "due the 18th", "deadline -> 18 mar". */
  deadline: /\b(?:by|due(?:\s+(?:on|by|date))?|deadline(?:\s+(?:is|to|of))?|target(?:\s+date)?)\b/i,
  milestone: /\bmilestones?\b/i,
} as const;

/** Things the assistant cannot do from the planner: send, pay, post, book online, do something for the user. */
const CANNOT = {
  'send-to':
    /^(?:(?:please|can\s+you|could\s+you|pls)\s+)?(?:send|text|message|msg|email|e-mail|dm|whatsapp|slack|ping|tell|ask|invite|remind)\s+(?!me\b|myself\b)(?:[\w'-]+\s+)?(?:a\s+|an\s+)?(?:\w+\s+)?(?:that|saying|to\s+say|about|with|asking|message|text|email|slack|note|invite|reminder|reply|link)\b|^(?:(?:please|can\s+you|could\s+you|pls)\s+)?(?:send|email|e-mail|text|message|dm|whatsapp|slack)\s+(?!me\b)[\w'-]+(?:\s|$)|\b(?:send|write|draft)\s+(?:an?\s+)?(?:email|e-mail|text|message|slack|whatsapp|dm|letter|card)\s+to\b/i,
  /** "order me an uber", "get me a taxi", "book me a table": something done in the world for the user, not a plan of theirs. */
  'errand-for-me':
    /^(?:(?:please|can\s+you|could\s+you|pls)\s+)?(?:order|buy|get|fetch|hail|call|grab)\s+me\s+(?:an?|some|the)\s+\w|^(?:(?:please|can\s+you|could\s+you|pls)\s+)?book\s+me\s+(?:an?|the)\s+(?:taxi|cab|uber|lyft|table|flight|train|ticket|hotel|room|car)\b/i,
  /** "book a table at dishoom for 4 people", "order flowers, deliver saturday": a reservation or a delivery from a business. */
  reservation:
    /\bbook\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:table|room|flight|hotel|taxi|cab)\b.*\bfor\s+(?:\d+|two|three|four|five|six|seven|eight)\b(?!\s*(?:am|pm|:|\.\d|o'?clock|h\b|hours?|mins?|minutes?))|\b(?:order|buy|send)\b.*\bdeliver(?:ed|y)?\b/i,
  'for-me': /\b(?:ring|call|phone|text|email|message|ping|contact)\s+(?:[\w'-]+\s+){1,3}for\s+me\b|\bon\s+my\s+behalf\b/i,
  money:
    /\b(?:venmo|paypal|revolut|monzo|zelle|cash\s*app|bank\s+transfer)\b|\b(?:pay|send|transfer|give|lend|wire|tip)\b[^.?!]*?(?:£|\$|€)\s?\d|\b(?:pay|send|transfer|wire)\b[^.?!]*?\b\d+\s*(?:quid|bucks|euros?|dollars)\b/i,
  post: /\b(?:post|tweet|share|publish|upload)\b.*\b(?:instagram|insta|facebook|twitter|linkedin|tiktok|social\s+media|threads|bluesky|mastodon|online|story)\b/i,
  online:
    /\b(?:via|through|on|using)\s+(?:opentable|resy|booking\.com|airbnb|uber|deliveroo|just\s*eat|amazon|ticketmaster|the\s+app|the\s+website|online)\b|\b(?:order|buy)\s+(?:me\s+)?(?:an?\s+)?\w+.*\bonline\b/i,
  /** "cancel my spotify subscription": an account with another service, which only that service can change. */
  subscription: /\b(?:cancel|end|stop|renew|upgrade|downgrade|pause|unsubscribe)\b.*\b(?:subscriptions?|premium|membership|plan\s+with|account\s+with)\b/i,
  /** "note to self: …", "remind me to …": what follows is a task for the user, never done by the assistant. */
  'self-note': /\bnote\s+to\s+self\b|\bremind\s+me\b/i,
  /** People, goals, health records and tasks are deleted on their own pages, never from the chat. */
  'delete-other':
    /\b(?:delete|remove|erase|wipe|clear|get\s+rid\s+of)\b(?!\s+(?:the\s+|its\s+)?(?:due\s+date|deadline|date|priority|estimate|label))(?!.*\b(?:due\s+date|deadline)\s+(?:from|of|on)\b).*\b(?:every\s+(?:person|one)|everyone|all\s+(?:my\s+|the\s+)?(?:people|contacts|relationships|friends|tasks|to-?dos|goals|health|data|records|history)|(?:health|sleep|weight)\s+(?:data|records|history)|relationships|(?:the\s+|my\s+)?[\w\s]*\bgoal\b|\btask\b)/i,
} as const;

/** Politeness before a request: "hey", "ok so", "can you please". */
const LEAD = String.raw`^(?:(?:hey|hi|ok(?:ay)?|so|please|oh|and)\s*,?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:please\s+)?`;
const TODO = String.raw`(?:to-?\s?do|task|reminder)`;
const LIST = String.raw`(?:my|the|our)\s+(?:(?:to-?\s?do\s+|todo\s+|task\s+|tasks\s+|shopping\s+|reminders?\s+)?list|tasks|to-?\s?dos|reminders|(?:task\s+)?inbox)`;
/** Errands: things done once, not spent time on. */
const ERRAND = String.raw`pay|buy|order|renew|return|post|collect|pick\s+up|drop\s+off|send|submit|print|sign|fill\s+in|top\s+up|water|fix|repair|sort\s+out|cancel\s+my|register|apply\s+for`;

/**
 * The ways people capture a to-do, tried in this order, each naming the thing to do and any day said around it.
 * `capture-need` and `capture-deadline` ("I need to …", "… by friday") are a task only when what follows is not a
 * change to the user's plans; `capture-errand` only without a time of day.
 */
const TASK_CAPTURE = {
  'capture-remind': new RegExp(`${LEAD}remind\\s+me\\s+(?:(?<day>.{0,30}?)\\s+)?(?:to|about|that\\s+i\\s+(?:need|have)\\s+to)\\s+(?<thing>.+)$`, 'i'),
  'capture-add-task': new RegExp(
    `${LEAD}(?:add|put|create|make|set|new|set\\s+up)\\s+(?:(?:a|an|another|\\d|two|three|four|five|these|(?:a\\s+)?couple\\s+(?:of\\s+)?)\\s+)?(?:new\\s+)?${TODO}s?\\s*(?:to|for|:|-)?\\s*(?<thing>.+)$`,
    'i',
  ),
  'capture-new-task': new RegExp(`^(?:new\\s+)?${TODO}s?\\s*(?:called|named)?\\s*["'](?<thing>[^"']+)["'](?<day>.*)$`, 'i'),
  /** "add a 'call grandma' task for sunday": the quoted title before the word "task". */
  'capture-quoted-task': new RegExp(
    `${LEAD}(?:add|put|create|make|set\\s+up)\\s+(?:(?:a|an|another)\\s+)?(?:new\\s+)?["'](?<thing>[^"']+)["']\\s+${TODO}\\b(?<day>.*)$`,
    'i',
  ),
  'capture-to-list': new RegExp(
    `${LEAD}(?:add|put|stick|throw|pop|write|jot(?:\\s+down)?)\\s+(?<thing>.+?)\\s+(?:to|on|onto|in|into)\\s+${LIST}\\b(?<day>.*)$`,
    'i',
  ),
  'capture-list-first': new RegExp(
    `${LEAD}(?:add|put|stick|pop|write|jot(?:\\s+down)?)\\s+(?:this\\s+)?(?:to|on|onto|in|into)\\s+${LIST}\\s*(?::|-|,)\\s*(?<thing>.+)$`,
    'i',
  ),
  'capture-todo': new RegExp(`^${TODO}s?(?:\\s+list)?\\b(?<day>[^:]{0,30}?)\\s*(?::|\\s-)\\s*(?<thing>.+)$`, 'i'),
  'capture-add-colon': /^(?:add|new)\s*(?::|-)\s*(?<thing>.+)$/i,
  'capture-todo-bare': /^(?:to-?do)\s+(?!list\b)(?<thing>.+)$/i,
  /** "pay council tax by the 19th !high 15m @admin": a line carrying a task's own marks (a label, a priority) is one. */
  'capture-marked': /^(?=.*(?:^|\s)(?:[@#][\p{L}\p{N}]|!(?:high|normal|low|h|n|l)\b))(?<thing>.+)$/iu,
  'capture-forget': new RegExp(`${LEAD}(?:do\\s+not|don'?t|dont)\\s+(?:let\\s+me\\s+)?forget\\s+(?:to\\s+|about\\s+)?(?<thing>.+)$`, 'i'),
  'capture-remember': /^(?:i\s+)?(?:must\s+|need\s+to\s+|have\s+to\s+|should\s+)?remember\s+(?:to\s+)?(?<thing>.+)$/i,
  'capture-note': /^(?:a\s+)?note\s+to\s+(?:self|me|myself)\b\s*[:,-]?\s*(?<thing>.+)$/i,
  'capture-need':
    /^(?:i\s+)?(?:really\s+|still\s+|also\s+|definitely\s+)?(?:need\s+to|have\s+to|'ve\s+got\s+to|have\s+got\s+to|got\s+to|gotta|must|should|ought\s+to)\s+(?<thing>.+)$/i,
  'capture-deadline':
    /^(?<thing>.+?)\s+(?<day>(?:by|due|before)\s+(?:the\s+|this\s+|next\s+)?(?:\w+day|tomorrow|tonight|\d{1,2}(?:st|nd|rd|th)|end\s+of\s+(?:the\s+)?week|week(?:end)?))$/i,
  'capture-errand': new RegExp(
    String.raw`${LEAD}(?<thing>(?:${ERRAND})\s+\S.*?)\s+(?<day>(?:on\s+|by\s+|this\s+|next\s+|before\s+)?(?:today|tomorrow|tonight|\w+day|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+\w+|next\s+week|the\s+weekend))$`,
    'i',
  ),
} as const;

/** Tasks asked about, listed, planned, checked off or changed. */
const TASKS = {
  /** A time of day: a to-do has none ("pay the fees tomorrow at 9" is a block). */
  'clock-said': /\d\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b(?:at|from)\s+\d|\b(?:noon|midnight|morning|afternoon|evening|tonight)\b/i,
  /** Verbs that change the user's plans rather than name a thing to do: "I need to move the dentist" is a change. */
  'change-verb':
    /^(?:really\s+)?(?:move|shift|reschedule|postpone|push|pull|bring|delay|cancel|delete|remove|drop|scrap|rename|add|put|schedule|block|extend|shorten|swap|change|update|set|log|be\b|go\s+to\s+bed|sleep)\b/i,
  'progress-words': /%|\bmilestones?\b/i,
  /** A question never captures a task, with or without its "?". */
  asked: /^(?:what|what's|whats|which|when|how|who|is|are|do|does|did|have|has|any|anything)\b|\?\s*$/i,
  'plan-day': new RegExp(
    `${LEAD.replace('^', '^(?:\\w+[.,!:]\\s+)?')}(?:help\\s+me\\s+)?(?:plan|organi[sz]e|schedule|map\\s+out|lay\\s+out|fit)\\s+(?:out\\s+)?(?:my\\s+|the\\s+)?(?:day|today|tomorrow|tasks|to-?dos|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|something|it)\\b|^what\\s+should\\s+my\\s+day\\s+look\\s+like\\b|\\bplan\\s+(?:my\\s+)?(?:day|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b|\\bfit\\s+(?:my\\s+|the\\s+)?tasks\\s+in\\b|\\b(?:put|slot|squeeze)\\s+(?:in\\s+)?my\\s+tasks\\b`,
    'i',
  ),
  'next-task':
    /^(?:so\s+)?(?:what\s+(?:should|do|shall|can)\s+i\s+(?:do|work\s+on|tackle|focus\s+on|start\s+(?:on|with)|get\s+(?:on\s+with|done))(?:\s+(?:next|now|first|today))?|what(?:'s|\s+is)\s+(?:my\s+)?next\s+(?:task|thing\s+to\s+do|on\s+my\s+(?:list|to-?do(?:\s+list)?|tasks))|what\s+(?:task|to-?do)\s+(?:is\s+)?next|which\s+task\s+(?:should\s+i\s+do\s+)?(?:next|now|first))\b/i,
  'list-tasks':
    /^(?:so\s+)?(?:what(?:'s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|s)\s+(?:left\s+)?on\s+my\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list|(?:show|list|give|tell|read)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my|the)\s+(?:open\s+)?(?:tasks|to-?\s?dos|todos|(?:to-?\s?do\s+|todo\s+|task\s+)?list)|what\s+(?:tasks|to-?\s?dos|todos)\s+(?:do\s+i\s+have|are\s+(?:there|left|open|due))|(?:my\s+)?(?:tasks|to-?\s?dos|todos|to-?\s?do\s+list|todo\s+list)(?:\s+(?:for\s+)?today)?$)/i,
  today: /\btoday\b/i,
  'move-tasks':
    /\b(?:move|push|shift|postpone|bump|defer|roll(?:\s+over)?|carry(?:\s+over)?)\s+(?:all\s+)?(?:of\s+)?(?:my|the|today'?s|these|those|my\s+remaining|the\s+remaining)\s+(?:open\s+|remaining\s+|unfinished\s+|other\s+|left\s*over\s+)?(?:tasks|to-?dos|to-?do\s+list|task\s+list)\b/i,
  /** "what did I finish this week", "did I tick off any tasks": the tasks done in a period. */
  'done-asked':
    /\b(?:what|which|how\s+many|any|did\s+i)\b.*\b(?:did\s+i\s+)?(?:finish|finished|complete|completed|tick(?:ed)?\s+off|check(?:ed)?\s+off|get\s+done|got\s+done|done|cross(?:ed)?\s+off)\b/i,
  'task-word': /\b(?:tasks?|to-?\s?dos?|reminders?)\b/i,
  /** "what priority is …", "when is … due": one task's details asked. */
  'task-detail-asked': /\b(?:what|which)\s+(?:priority|estimate)\b|\bhow\s+long\s+(?:is|will)\b.*\btake\b|\bwhen\s+is\b.*\bdue\b/i,
  /** Words that say a thing is finished, wherever they sit in the sentence ("I did the car insurance renewal"). */
  'done-words':
    /\b(?:did|done|finished|complete|completed|sorted(?:\s+out)?|ticked\s+off|checked\s+off|crossed\s+off|taken\s+care\s+of|dealt\s+with|out\s+of\s+the\s+way|off\s+(?:my|the)\s+list|wrapped\s+up|got\s+through|handled|tick\s+it)\b/i,
  /** "tick off X", "cross X off", "mark X as done". */
  'tick-first': /^(?:please\s+)?(?:tick|cross|check|strike|mark)\b/i,
  /** A question or a plan is never a statement that something is done. */
  'not-done':
    /^(?:is|are|was|were|have|has|had|did|do|does|what|when|which|who|how|why|should|can|could|will|would|shall)\b|\?\s*$|\b(?:need\s+to|have\s+to|gotta|must|remind|forget|will|going\s+to|not|haven'?t|hasn'?t|didn'?t|isn'?t|aren'?t|yet)\b/i,
  /** A task's due day said: "due friday", "deadline monday", "by the 20th". */
  /** "remove the due date from the car insurance task", "no deadline": the due day taken off. */
  'due-cleared':
    /\b(?:remove|clear|drop|delete|take\s+off|get\s+rid\s+of)\s+(?:the\s+|its\s+)?(?:due\s+date|deadline)\b|\bno\s+(?:due\s+date|deadline)\b|\b(?:take|get)\s+(?:the\s+|its\s+)?(?:due\s+date|deadline)\s+off\b/i,
  'due-word': /\b(?:due|deadline)\b|\bby\s+(?:the\s+)?(?:\d|\w+day\b|tomorrow)/i,
  /** A task moved to a day: "put the boiler task on monday", "move it to friday". */
  'task-move': /\b(?:move|put|push|shift|bump|change|set|make)\b/i,
  /** "the restaurant task can wait till next wed": a new due day, said of something called a task. */
  'due-until': /\b(?:till|until|can\s+wait)\b/i,
  /** A task's estimate: "estimate", "will take", "takes about". */
  'estimate-word': /\bestimate[ds]?\b|\b(?:will|going\s+to|gonna|should|'ll)\s+take\b/i,
  'estimate-words': /\b(?:estimate[ds]?|will\s+take|takes?|should\s+take|needs?|length)\b/i,
  'priority-words': /\bprio(?:rity)?\b|!\w|\burgent\b/i,
  /** Due days people say that are a week's part: "next week" is due on its Monday, "the end of the week" on Friday. */
  'due-special': /\b(?:(?:early|sometime|some\s+time)\s+)?next\s+week\b|\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+week\b/i,
  /** "before monday" is due the day before. */
  'due-before': /\bbefore\s+((?:next\s+)?\w+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)/i,
  /** Where one thing listed ends and the next begins: ", and", ",", "and", ";". */
  'list-joint': /\s*,\s*(?:and\s+)?|\s+and\s+|\s*;\s*/i,
} as const;

const HOUR = String.raw`(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday|lunch(?:time)?)`;
const SPAN_OF_DAY = String.raw`(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|morning|afternoon|evening|lunch(?:time)?)`;

/** What a day's plan must keep to, as people say it. */
const PLAN = {
  'plan-anywhere':
    /\bplan\s+(?:out\s+)?(?:(?:my|the|a|an|this|next|coming|light|easy|quiet|lighter|rest\s+of)\s+)*(?:day|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)?|something|it)\b|\bfit\s+(?:my\s+|the\s+)?(?:tasks|to-?dos)\s+(?:in|around)\b/i,
  'not-before': new RegExp(
    String.raw`\b(?:nothing|not|no\s+\w+)\s+(?:before|until|till|til)\s+(?:after\s+)?${HOUR}|\bstart(?:ing)?\s+(?:at|from|after)\s+${HOUR}|\b(?:from|after)\s+${HOUR}\s+on(?:wards)?\b|\bnot\s+till\s+${HOUR}`,
    'i',
  ),
  'not-after': new RegExp(
    String.raw`\b(?:nothing|not|no\s+\w+)\s+(?:after|past)\s+${HOUR}|\b(?:don'?t|do\s+not|never)\s+go\s+(?:past|beyond|over|after)\s+${HOUR}|\b(?:finish(?:ed)?|done|stop|wrap(?:ped)?\s+up|end|free)\s+(?:by|at|before)\s+${HOUR}|\bno\s+later\s+than\s+${HOUR}|\b(?:leave|keep)\s+(?:everything\s+|anything\s+|it\s+)?(?:after|past|from)\s+${HOUR}\s+(?:clear|free|empty|open)|\b(?:only\s+)?(?:until|till)\s+${HOUR}(?:\s+only)?\b`,
    'i',
  ),
  'keep-free': new RegExp(
    String.raw`\b(?:keep|leave|hold|block\s+off)\s+(?:the\s+|my\s+)?${SPAN_OF_DAY}\s+(?:free|clear|open|empty|for\s+(?:lunch|a\s+break|me|myself))\b|\b${SPAN_OF_DAY}\s+(?:free|clear|off)\b|\bnothing\s+(?:in|during)\s+(?:the\s+)?${SPAN_OF_DAY}`,
    'i',
  ),
  'max-length':
    /\b(?:max(?:imum)?|at\s+most|no\s+more\s+than|up\s+to|only|just|under|less\s+than)\s+(?:about\s+)?(\d+(?:\.\d+)?\s*(?:hours?|minutes?)|an?\s+hour(?:\s+and\s+a\s+half)?|half\s+an\s+hour|one\s+hour|two\s+hours|three\s+hours)|\b(\d+(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?))\s+(?:of\s+(?:tasks|work)\s+)?(?:tops|max(?:imum)?|at\s+most)\b/i,
  'only-urgent':
    /\b(?:only|just)\s+(?:the\s+)?(?:urgent|important|high[\s-]priority|most\s+important|essential|critical)\b|\b(?:urgent|high[\s-]priority)\s+(?:stuff|things|tasks|ones|bits|to-?dos)\b/i,
  /** "mornings only", "just the afternoon": the part of the day the plan keeps to. */
  'part-only': /\b(morning|afternoon)s?\s+only\b|\b(?:only|just)\s+(?:in\s+)?(?:the\s+)?(morning|afternoon)s?\b/i,
  /** "schedule the boiler task", "put the insurance somewhere tomorrow": tasks given time in a day, not a due day. */
  'place-tasks': /\b(?:schedule|slot|fit|squeeze)\b|\bsomewhere\b|\b(?:find|make|block\s+out)\s+(?:some\s+)?time\s+for\b/i,
  /** "only the admin stuff", "i only want the restaurant and the boiler in": which tasks may be planned. */
  'only-tasks':
    /\b(?:only|just)\s+(?:want\s+|do\s+|plan\s+)?(?:the\s+|my\s+)?(?<only>[\w\s,&'-]+?)(?:\s+(?:stuff|things|tasks|ones|bits))?(?:\s+in)?(?:\s+please)?(?=$|[,.;!-])/i,
  /** "no tax stuff", "skip the boiler", "not the report": which tasks may not. */
  'not-tasks':
    /\b(?:no|skip|without|leave\s+out|not|except|apart\s+from|but\s+not)\s+(?:the\s+|my\s+|any\s+)?(?<not>[\w\s'-]+?)(?:\s+(?:stuff|things|tasks|ones|bits))?(?=$|[,.;!-]|\s+and\b)/i,
  /** A light day: said outright, or a short night or tiredness said. */
  light:
    /\blight\b|\beasy\s+(?:day|one)\b|\bslept\s+(?:badly|poorly|terribly|awfully|awful|little)|\bshort\s+night|\bbad\s+night|\b(?:shattered|exhausted|knackered|wiped(?:\s+out)?|tired|drained|worn\s+out)\b/i,
  /** "light day tomorrow", "an easy friday": a day said as light is a day to plan. */
  'light-day': /\b(?:light|easy|quiet|lighter)\s+(?:day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i,
  /** "leave the tax receipts out of it": a task left out of the plan. */
  'left-out': /\bleave\s+(?:the\s+|my\s+)?(?<not>[\w\s'-]+?)\s+out\b/i,
  /** "around my meetings": the plan keeps to the free time, as it always does. */
  'around-meetings': /\baround\s+(?:my\s+|the\s+)?(?:meetings|blocks|calendar|schedule)\b/i,
} as const;

/** Questions about the user's own data. */
const QUESTIONS = {
  'stat-compare':
    /\b(?:vs\.?|versus|compared?|comparison|than\s+last|against\s+last|better\s+or\s+worse|up\s+or\s+down|change[ds]?\s+from|better\s+than|worse\s+than)\b/i,
  'stat-trend':
    /\btrend(?:s|ing)?\b|\bover\s+time\b|\b(?:going|gone|went)\s+(?:up|down)\b|\bchang(?:ed|ing)\b|\bprogress(?:ing)?\b|\b(?:losing|gaining|putting\s+on|lost|gained|put\s+on|dropped|shed)\b|\bgetting\s+(?:better|worse|more|less|higher|lower)\b|\b(?:improv|declin|increas|decreas)(?:ed|ing)\b/i,
  'stat-best': /\b(?:best|highest|most|longest|top|peak|max(?:imum)?|biggest|greatest)\b/i,
  'stat-worst': /\b(?:worst|lowest|least|shortest|min(?:imum)?|smallest|poorest)\b/i,
  'stat-total': /\b(?:total|in\s+total|altogether|all\s+together|combined|sum)\b/i,
  'stat-average': /\b(?:average|avg|mean|usually|typical(?:ly)?|on\s+average|per\s+(?:day|night)|a\s+(?:day|night))\b/i,
  /** "how many hours of meetings last week", "total focus time today", "how long are my standups this week in total". */
  'hours-asked': new RegExp(
    [
      String.raw`\bhow\s+(?:many|much)\s+(?:deep\s+work|focus(?:ed)?|meetings?|breaks?)\b`,
      String.raw`\bhow\s+(?:many|much)\b.*\b(?:hours?|hrs?|time)\b`,
      String.raw`\bhow\s+long\b.*\b(?:in\s+total|altogether|all\s+together|combined|overall)\b`,
      String.raw`\bhow\s+long\s+(?:did|do|will|have)\s+i\s+(?:spend|spent|been)\b`,
      String.raw`\bhow\s+long\s+(?:is|are|was|were)\s+(?:my|the)\b`,
      String.raw`\b(?:total|sum|number\s+of)\b.*\b(?:hours?|hrs?|time)\b`,
      String.raw`\b(?:hours?|hrs?)\s+(?:of|in|on|spent|at)\b`,
      String.raw`\btime\s+(?:spent\b|(?:in|on|at)\s+(?:meetings?|focus|breaks?|deep\s+work))`,
      String.raw`\b(?:meeting|focus|break)\s+(?:hours|hrs|time)\b`,
    ].join('|'),
    'i',
  ),
  /** "how many meetings last week": a count of blocks, never of hours. */
  'count-asked':
    /\b(?:how\s+many|number\s+of|count\s+(?:of\s+)?(?:my|the))\s+(?:(?:focus|deep\s+work|break|meeting)\s+)?(?:meetings?|blocks?|things|events?|appointments?|calls?|breaks?|sessions?|slots?|items?)\b(?!\s+(?:of\s+)?(?:hours?|time))/i,
  'length-words': /\b(?:hours?|hrs?|minutes?|mins?|how\s+(?:much|long))\b/i,
  'hours-plain': /\b(?:hours|hrs)\b/i,
  'digit-hours': /\d\s*(?:hours|hrs)\b/i,
  tonight: /\btonight\b/i,
  'how-long-is': /^how\s+long\s+(?:is|are|was|were)\b/i,
  planned: /\bhave\s+i\s+got\b|\b(?:have|has|'ve)\s+(?:i\s+)?(?:got\s+)?(?:booked|planned|scheduled|blocked)\b/i,
  'fit-words':
    /\b(?:time|room|space)\s+for\b|\b(?:fit|squeeze|slot|cram)\s+(?:in\b|it\b)?|\bfree\s+(?:for|long\s+enough)\b|\b(?:slot|gap|window|stretch)\s+(?:of|for)\b|\b(?:free|open)\s+(?:slot|gap|window|stretch)\b/i,
  'asks-me':
    /^(?:(?:so|ok(?:ay)?|hey|hmm+)\s*,?\s+)?(?:(?:can|could|would|will|do|does|is|have|am|shall)\s+(?:i|there|we)\b|any\b|what|when|where|is\s+there)/i,
  'first-words': /\b(?:first|earliest|start\s+with|kick\s+off|begin)\b/i,
  'first-of': /\bfirst\s+(?:of|week)\b/i,
  'last-thing': /\b(?:last\s+thing|finish\s+(?:my\s+)?day|latest)\b|\bwhat\s+time\s+(?:do|will|does)\s+(?:i|my\s+day)\s+(?:finish|end|wrap\s+up)\b/i,
  'last-kind': /\blast\s+(?:meeting|call|block|break|focus\s+block|event|appointment|one)\b/i,
  'next-words':
    /\bwhat'?s\s+next\b|\bwhat\s+is\s+next\b|\bup\s+next\b|\bnext\s+(?:thing|up|block|meetings?|calls?|breaks?|focus|event|appointment|session|item|one)\b|\bwhat'?s\s+after\b|\bwhat\s+comes\s+after\b|\bafter\s+(?:that|lunch|this)\b/i,
  'next-kind': /\bnext\s+(?:meetings?|calls?|breaks?|focus)\b/i,
  'free-at-words': /\b(?:free|available|busy|anything|something|booked|clear|open)\b/i,
  'free-words':
    /\bwhen\s+can\s+i\b|\bfit\s+(?:in|it)\b|\bam\s+i\s+free\b|\bfree\b|\bavailab\w*|\bopen\s+(?:slots?|time)|\bgaps?\b|\bspare\s+time|\bnothing\s+(?:planned|booked)\b/i,
  'schedule-words':
    /\blook(?:s|ing)?\s+like\b|\bhow\s+(?:does|is|'?s)\s+\S+(?:\s+\S+)?\s+look(?:ing)?\b|what'?s\s+(?:on|up|happening|planned|scheduled|left|remaining|coming|ahead)|\bwhat\s+(?:is|else\s+is)\s+(?:left|remaining|coming\s+up)|\b(?:left|remaining|coming\s+up|ahead)\b.*\b(?:week|today|tomorrow|day)\b|\bschedule\b|\bagenda\b|\bcalendar\b|\bplan(?:ned|s)?\b|\bbusy\b|\bdo\s+i\s+have\b|\bwhat\s+(?:do|have)\s+i\s+(?:got|have|on)\b|\bwhat\s+am\s+i\s+doing\b|\bwhat\s+(?:was|were)\s+(?:on|planned|scheduled|happening)\b|\bwhat\s+did\s+i\s+(?:have|do)\b|\bmy\s+day\b|\bblocks?\b|\b(?:today|tomorrow|tonight)\??$|\banything\b|\bmeetings?\b.*\b(?:have|got)\b|\b(?:have|got)\b.*\bmeetings?\b/i,
  'own-day':
    /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:today|tomorrow|tonight)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b/i,
  'was-on': /\bwhat\s+(?:was|were|did)\b/i,
  'when-start': /^(?:when(?:'s|s|\s+is|\s+are|\s+was)?|what\s+time(?:'s|\s+is|\s+are|\s+was|\s+does)?|what\s+day(?:'s|\s+is)?)\b/i,
  'when-not': /\b(?:free|can\s+i|could\s+i|should\s+i|last|did)\b/i,
  /** "when am I seeing maya", "when will we meet": the next time, not the last. */
  'future-see': /\b(?:am|are|will)\s+(?:i|we)\s+(?:next\s+|be\s+)?(?:seeing|meeting|having|see|meet|catching\s+up)\b/i,
  'last-contact-words': /\b(?:when|last\s+time|how\s+long|how\s+many\s+days|last\s+(?:see|saw|spoke|talk|call|contact|heard)|recently|lately)\b/i,
  'have-did-start': /^(?:have|did|has)\b/i,
  who: /\bwho\b/i,
  'did-i': /\b(?:did|was|were|have)\s+i\b/i,
  negation: /\b(?:not|n't|haven'?t)\b/i,
  'who-due': /\b(?:haven'?t|hasn'?t|not|should|need|ought|due|overdue|while|ages|long|neglect\w*)\b/i,
  'who-contact':
    /\bwho\b.*\b(?:call|contact|reach|text|message|see|ring|talk|catch\s+up|get\s+in\s+touch|due|neglect\w*|hear|phone|spoken|speak|seen)\b|\breconnect|\bcatch\s+up\s+with\s+(?:someone|anyone)|\bdue\s+(?:for\s+)?(?:a\s+)?(?:contact|call|catch)|\bhaven'?t\s+(?:i\s+)?(?:talked|spoken|heard|contacted|seen)\b/i,
  'goals-plural': /\bgoals\b/i,
  'goal-questions': /\bgoals?\b|\bon\s+(?:track|pace)\b|\bbehind\s+(?:on|pace)\b|\bmilestones?\b/i,
  relates:
    /\b(?:help|helps|helped|affect|affects|impact|impacts|improve|improves|make|makes|boost|boosts|hurt|hurts|link|linked|connection|connected|related|relationship|correlat\w*|go\s+(?:together|with)|better|worse|higher|lower|vs\.?|versus|when|after)\b/i,
  'cause-cue': /\b(?:when|after|if|on\s+days)\b/i,
  'why-words':
    /\bwhy\b|\bwhat\s+(?:affects|drives|causes|explains|makes|helps|influences)\b|\bcorrelat\w*|\bwhat'?s\s+behind\b|\bhow\s+come\b|\bpatterns?\b|\bwhat\s+(?:is|are)\s+linked\b|\bso\s+(?:tired|exhausted|drained)\b/i,
  'health-score': /\bhealth\s*score\b|\bscore\b.*\bhealth\b|\bwellness\s+score\b|\bhow\s+healthy\b/i,
  'week-review':
    /\bhow'?s\s+(?:my|the|this)\s+week\b|\bhow\s+(?:is|was|has)\s+(?:my|the|this)\s+week\b|\bweek(?:ly)?\s+(?:review|summary|recap|so\s+far)\b|\bhow\s+am\s+i\s+doing\s+this\s+week\b|\brecap\b|\bsummar\w*\s+(?:of\s+)?(?:my|the|this|last)\s+week\b|\bhow\s+did\s+(?:my|the)\s+week\s+go\b|\bhow\s+did\s+last\s+week\s+go\b|\bhow\s+(?:was|did)\s+last\s+week\b|\bhow'?s\s+it\s+going\s+this\s+week\b|\bweek\s+so\s+far\b/i,
  'last-week-word': /\blast\s+week\b|\bprevious\s+week\b/i,
  'metric-not-asked': /\b(?:block|schedule|add|book|fit\s+in|when\s+can\s+i|free|available)\b/i,
  'tasks-listed': /\b(?:to-?\s?dos?|to-?do\s+list|tasks?|task\s+list|jobs\s+list|chores)\b/i,
  'due-asked': /\b(?:what(?:'s|s|\s+is|\s+are|\s+else\s+is)?|anything|is\s+anything|stuff|things?|which|any)\b.*\b(?:due|overdue|deadlines?)\b/i,
  'call-contact': /\b(?:call|contact|catch\s+up)\b/i,
  /** "which guitar milestones have I ticked?", "when is strumming patterns due?". */
  'milestone-asked': /\bmilestones?\b|\bdue\b/i,
  /** "actually", "what about", "make it": the last request again with this changed. */
  'amend-opener':
    /^(?:actually|no,?|sorry,?|make\s+(?:it|that)|change\s+(?:it|that)\s+to|and|what\s+about|how\s+about|and\s+what\s+about|then|or|instead|wait,?)\s+/i,
  'week-before': /^(?:the\s+)?week\s+before\??$|^(?:and\s+)?(?:the\s+)?(?:previous|prior)\s+week\??$/i,
  'previous-week': /\b(?:week\s+before|previous\s+week|prior\s+week|before\s+that)\b/i,
  /** "1pm not 12:30", "9 instead of 8": the time taken back, after the one said. */
  'not-tail': /,?\s*\b(?:not|instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?(?:the\s+)?[\w:.]+(?:\s*(?:am|pm))?\s*$/i,
} as const;

export const CUES = { ...CONTROL, ...MOOD, ...BLOCK_CHANGE, ...BLOCKS, ...PEOPLE_GOALS, ...CANNOT, ...TASK_CAPTURE, ...TASKS, ...PLAN, ...QUESTIONS } as const;
export type CueName = keyof typeof CUES;

import { z } from 'zod';
import { isBirthday } from '../birthdays.js';
import { dateOrTimestampSchema, idSchema, isoDateSchema, text } from './common.js';

export const RELATIONSHIP_NAME_MAX = 100;
export const RELATIONSHIP_INITIALS_MAX = 3;
export const RELATIONSHIP_NOTES_MAX = 2000;
export const RELATIONSHIP_AI_PROMPT_MAX = 4000;
export const INTERACTION_NOTES_MAX = 2000;
/** The most people one account keeps: the product is about a dozen, and a few thousand leaves room for an address book. */
export const RELATIONSHIPS_MAX = 5000;

export const INTERACTION_TYPES = ['call', 'message', 'meeting'] as const;
export const interactionTypeSchema = z.enum(INTERACTION_TYPES, { error: 'Type must be call, message or meeting' });
export type InteractionType = z.infer<typeof interactionTypeSchema>;

const nameSchema = text({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(RELATIONSHIP_NAME_MAX, { error: `Name must be at most ${RELATIONSHIP_NAME_MAX} characters` });

/** Left empty (or out), the initials are made from the name (initialsOf). */
const initialsSchema = text({ error: 'Initials must be text' })
  .trim()
  .max(RELATIONSHIP_INITIALS_MAX, { error: `Initials must be at most ${RELATIONSHIP_INITIALS_MAX} characters` })
  .toUpperCase();

const notesSchema = text({ error: 'Notes must be text' })
  .trim()
  .max(RELATIONSHIP_NOTES_MAX, { error: `Notes must be at most ${RELATIONSHIP_NOTES_MAX} characters` });

const aiPromptSchema = text({ error: 'AI prompt must be text' })
  .max(RELATIONSHIP_AI_PROMPT_MAX, { error: `AI prompt must be at most ${RELATIONSHIP_AI_PROMPT_MAX} characters` })
  .nullable();

export const CADENCE_DAYS_MIN = 1;
export const CADENCE_DAYS_MAX = 365;
/** The picker's presets; any other whole number of days in range is a custom cadence. */
export const CADENCE_PRESETS = [
  { days: 7, label: 'Every week' },
  { days: 14, label: 'Every 2 weeks' },
  { days: 30, label: 'Every month' },
  { days: 91, label: 'Every quarter' },
] as const;

const cadenceMessage = `Cadence must be a whole number of days from ${CADENCE_DAYS_MIN} to ${CADENCE_DAYS_MAX}, or null`;
/** How often the user wants to be in touch, in days. */
export const cadenceDaysSchema = z
  .number({ error: cadenceMessage })
  .int({ error: cadenceMessage })
  .min(CADENCE_DAYS_MIN, { error: cadenceMessage })
  .max(CADENCE_DAYS_MAX, { error: cadenceMessage });

const birthdayMessage = 'Birthday must be a real day: yyyy-MM-dd, or --MM-dd without the year';
/** A birthday as given: `yyyy-MM-dd`, or `--MM-dd` when the year is not known; null for none. */
export const birthdaySchema = z.string({ error: birthdayMessage }).refine(isBirthday, { error: birthdayMessage });

export const createRelationshipSchema = z.object({
  name: nameSchema,
  initials: initialsSchema.optional(),
  notes: notesSchema.optional(),
  cadenceDays: cadenceDaysSchema.nullable().optional(),
  birthday: birthdaySchema.nullable().optional(),
});
export type CreateRelationshipInput = z.infer<typeof createRelationshipSchema>;
export type RelationshipFormValues = z.input<typeof createRelationshipSchema>;

export const updateRelationshipSchema = z.object({
  name: nameSchema.optional(),
  initials: initialsSchema.optional(),
  notes: notesSchema.optional(),
  aiPrompt: aiPromptSchema.optional(),
  cadenceDays: cadenceDaysSchema.nullable().optional(),
  birthday: birthdaySchema.nullable().optional(),
});
export type UpdateRelationshipInput = z.infer<typeof updateRelationshipSchema>;

export const createInteractionSchema = z.object({
  /** yyyy-MM-dd, or an ISO 8601 timestamp (docs/product.md, Relationships) taken as that moment's date in the user's time zone. */
  date: dateOrTimestampSchema,
  type: interactionTypeSchema,
  notes: text({ error: 'Notes must be text' })
    .trim()
    .max(INTERACTION_NOTES_MAX, { error: `Notes must be at most ${INTERACTION_NOTES_MAX} characters` })
    .default(''),
});
export type CreateInteractionInput = z.input<typeof createInteractionSchema>;

/** Undo of a log: the person's last contact as it was before the interaction was logged (null: not contacted yet). */
export const undoLogSchema = z.object({
  lastContactBefore: isoDateSchema.nullable(),
});
export type UndoLogInput = z.infer<typeof undoLogSchema>;

export const relationshipSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  notes: z.string(),
  lastContact: z.string().nullable(),
  aiPrompt: z.string().nullable(),
  daysSinceContact: z.number().int().nullable(),
  cadenceDays: z.number().int().nullable(),
  /** When the next contact is due: cadenceDays after lastContact, or after the day the person was added; null with no rhythm. */
  dueDate: z.string().nullable(),
  /** yyyy-MM-dd, or --MM-dd when the year is not known; null when not given. */
  birthday: z.string().nullable(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export const relationshipListSchema = z.array(relationshipSchema);

/** The most people one answer of GET /api/relationships holds (and how many it holds unless told). */
export const RELATIONSHIPS_PAGE_MAX = 500;

export const relationshipListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: `Limit must be between 1 and ${RELATIONSHIPS_PAGE_MAX}` })
    .max(RELATIONSHIPS_PAGE_MAX, { error: `Limit must be between 1 and ${RELATIONSHIPS_PAGE_MAX}` })
    .default(RELATIONSHIPS_PAGE_MAX),
  /** The id of the last person of the page before: the next page starts after them. */
  after: idSchema.optional(),
});
export type RelationshipListQuery = z.infer<typeof relationshipListQuerySchema>;

export const interactionSchema = z.object({
  id: z.string(),
  relationshipId: z.string(),
  date: z.string(),
  type: interactionTypeSchema,
  notes: z.string(),
  createdAt: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;
export const interactionListSchema = z.array(interactionSchema);

/** POST /api/relationships/import takes a vCard file (text/vcard) of at most this size. */
export const VCARD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** How many skipped cards an import's answer lists; `skipped` says how many there are. */
export const VCARD_IMPORT_LIST_MAX = 100;
export const vcardImportSummarySchema = z.object({
  imported: z.number().int(),
  /** How many cards were left out. */
  skipped: z.number().int(),
  /** Why the first 100 skipped cards were left out; `card` counts from 1 in file order. */
  skippedCards: z.array(z.object({ card: z.number().int(), name: z.string().nullable(), reason: z.string() })),
});
export type VcardImportSummary = z.infer<typeof vcardImportSummarySchema>;

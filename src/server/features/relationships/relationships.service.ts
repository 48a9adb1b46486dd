import { nextPage } from '../../pagination.js';
import { todayIn } from '../../../shared/dates.js';
import { compareByDueDate, contactDueDate } from '../../../shared/relationships-contact.js';
import { sliceAfter } from '../../pagination.js';
import type {
  CreateRelationshipInput,
  Interaction,
  InteractionType,
  UpdateRelationshipInput,
  VcardImportSummary,
} from '../../../shared/schemas/relationships.js';
import { toRelationshipDto } from '../../db/planner-dto.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Owner } from '../../plugins/session.js';
import type { InteractionRow } from '../../db/planner-dto.js';
import type { InteractionFilter, RelationshipsRepo } from './relationships.repo.js';
import type { VcardReading } from './vcard-task.js';
import { initialsOf } from '../../../shared/initials.js';
import { RELATIONSHIPS_MAX, VCARD_IMPORT_LIST_MAX } from '../../../shared/schemas/relationships.js';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';

function dueDateOf(row: { lastContact: string | null; cadenceDays: number | null; createdAt: Date }, user: Owner): string | null {
  return contactDueDate({ ...row, addedOn: todayIn(user.timezone, row.createdAt) });
}

function toInteractionDto(row: InteractionRow): Interaction {
  return {
    id: row.id,
    relationshipId: row.relationshipId,
    date: row.date,
    type: row.type,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

interface ServiceContext {
  repo: RelationshipsRepo;
  now: () => Date;
  today: (user: Owner) => string;
}

/** The user's people: listing, adding (one, or from a vCard file), changing, deleting with Undo. */
function peopleService({ repo, now, today }: ServiceContext) {
  return {
    /** A page of the user's people, soonest due for contact first: `limit` of them, after the person `after`. */
    async list(user: Owner, page: { limit: number; after?: string }) {
      const rows = await repo.list(user.id);
      const t = today(user);
      return sliceAfter(rows.map((row) => toRelationshipDto(row, { today: t, timezone: user.timezone })).sort(compareByDueDate), { ...page, what: 'Person' });
    },

    /** Everyone's essentials and when their next contact is due, longest without contact first, then by name. */
    async people(user: Owner) {
      return (await repo.people(user.id)).map((row) => ({ ...row, dueDate: dueDateOf(row, user) }));
    },

    /** One person's essentials and when they were added; undefined when they are not the user's. */
    async person(user: Owner, id: string) {
      const row = await repo.find(user.id, id);
      return (
        row && {
          id: row.id,
          name: row.name,
          notes: row.notes,
          lastContact: row.lastContact,
          cadenceDays: row.cadenceDays,
          birthday: row.birthday,
          createdAt: row.createdAt,
          dueDate: dueDateOf(row, user),
        }
      );
    },

    async create(user: Owner, input: CreateRelationshipInput) {
      const row = await repo.insertWithin(RELATIONSHIPS_MAX, user.id, {
        name: input.name,
        initials: input.initials || initialsOf(input.name),
        notes: input.notes ?? '',
        cadenceDays: input.cadenceDays ?? null,
        birthday: input.birthday ?? null,
        // The day someone is added starts their rhythm: it is dated by the same clock as "today".
        createdAt: now(),
      });
      if (!row)
        throw new AppError(409, `You have ${RELATIONSHIPS_MAX.toLocaleString('en-US')} people, the most an account keeps: remove someone to add another`);
      return toRelationshipDto(row, { today: today(user), timezone: user.timezone });
    },

    /** People from a vCard file as vcard-reader.ts reads it: a name already present (or met earlier in the file) is skipped, never merged. */
    async importVcards(user: Owner, { people, skippedCount, skippedCards }: VcardReading): Promise<VcardImportSummary> {
      const present = await repo.insertNew(
        user.id,
        people.map(({ name, initials, notes, birthday }) => ({ name, initials, notes, birthday })),
        RELATIONSHIPS_MAX,
      );
      if (!(present instanceof Set)) {
        throw new AppError(
          413,
          `This file would bring your people to ${present.wouldHave.toLocaleString('en-US')}, more than the ${RELATIONSHIPS_MAX.toLocaleString('en-US')} an account keeps; nothing was imported`,
        );
      }
      const already = people
        .filter((person) => present.has(person.name))
        .map((person) => ({ card: person.card, name: person.name, reason: 'A person with this name is already in your relationships' }));
      return {
        imported: people.length - present.size,
        skipped: skippedCount + already.length,
        skippedCards: [...skippedCards, ...already].sort((a, b) => a.card - b.card).slice(0, VCARD_IMPORT_LIST_MAX),
      };
    },

    async update(user: Owner, id: string, input: UpdateRelationshipInput) {
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdateRelationshipInput;
      if (values.initials === '') {
        const name = values.name ?? (await repo.find(user.id, id))?.name;
        if (name === undefined) throw notFound('Relationship');
        values.initials = initialsOf(name);
      }
      const row = Object.keys(values).length > 0 ? await repo.update(user.id, id, values) : await repo.find(user.id, id);
      if (!row) throw notFound('Relationship');
      return toRelationshipDto(row, { today: today(user), timezone: user.timezone });
    },

    async remove(user: Owner, id: string) {
      if (!(await repo.delete(user.id, id, now()))) throw notFound('Relationship');
    },

    /** Undo of a delete: the same person (id, fields, timestamps, lastContact) and every interaction they had. */
    async restore(user: Owner, id: string) {
      const outcome = await repo.restore(user.id, id, now());
      if (outcome === 'missing') throw notFound('Deleted relationship');
      if (outcome === 'exists') throw new AppError(409, 'Relationship already exists');
      const row = await repo.find(user.id, id);
      if (!row) throw notFound('Relationship');
      return toRelationshipDto(row, { today: today(user), timezone: user.timezone });
    },
  };
}

/** One person's interactions: their history by page, logging one, deleting one with Undo. */
function interactionsService({ repo, now, today }: ServiceContext) {
  return {
    async listInteractions(user: Owner, relationshipId: string, before?: string) {
      if (!(await repo.find(user.id, relationshipId))) throw notFound('Relationship');
      const rows = await nextPage({
        rows: await repo.listInteractions(user.id, relationshipId, before),
        before,
        cursorExists: (id) => repo.interactionExists(user.id, relationshipId, id),
        what: 'Interaction',
      });
      return rows.map(toInteractionDto);
    },

    /** Interactions across people, with each person's name, newest first. */
    interactionsWithNames(user: Owner, filter: InteractionFilter = {}) {
      return repo.interactionsWithNames(user.id, filter);
    },

    /** Undo of logging an interaction: it goes, and the person's lastContact is put back to what it was. */
    async removeInteraction(user: Owner, relationshipId: string, id: string, lastContact: string | null) {
      if (!(await repo.deleteInteraction(user.id, id, relationshipId, lastContact))) throw notFound('Interaction');
    },

    /** Undo of a log within 10 minutes: the interaction goes, and the last contact is what it was (or a later one logged since). */
    async undoLog(user: Owner, relationshipId: string, id: string, lastContactBefore: string | null) {
      const outcome = await repo.undoLog(user.id, relationshipId, id, lastContactBefore, now(), UNDO_KEEP_MS);
      if (outcome === 'missing') throw notFound('Interaction');
      if (outcome === 'expired') throw new AppError(409, 'This interaction was logged more than 10 minutes ago: delete it from the history instead');
      if (outcome === 'later') throw badRequest('lastContactBefore', 'Last contact before must not be after the current last contact');
    },

    /** Deletes one interaction from the person's history, kept 10 minutes for Undo. */
    async deleteInteraction(user: Owner, relationshipId: string, id: string) {
      if (!(await repo.removeInteractionKeepingCopy(user.id, relationshipId, id, now()))) throw notFound('Interaction');
    },

    /** Undo of an interaction's delete: the same interaction, and the person's last contact as logging it set it. */
    async restoreInteraction(user: Owner, relationshipId: string, id: string) {
      const outcome = await repo.restoreInteraction(user.id, relationshipId, id, now());
      if (outcome === 'missing') throw notFound('Deleted interaction');
      if (outcome === 'exists') {
        if (!(await repo.find(user.id, relationshipId))) throw notFound('Relationship');
        throw new AppError(409, 'Interaction already exists');
      }
      const row = await repo.findInteraction(user.id, id);
      if (!row) throw notFound('Interaction');
      return toInteractionDto(row);
    },

    async logInteraction(user: Owner, relationshipId: string, input: { date: string; type: InteractionType; notes: string }) {
      const date = input.date.length > 10 ? todayIn(user.timezone, new Date(input.date)) : input.date;
      if (date > today(user)) {
        if (!(await repo.find(user.id, relationshipId))) throw notFound('Relationship');
        throw badRequest('date', 'Date must not be in the future');
      }
      const row = await repo.logInteraction(user.id, relationshipId, { ...input, date });
      if (!row) throw notFound('Relationship');
      return toInteractionDto(row);
    },
  };
}

export function createRelationshipsService(deps: { repo: RelationshipsRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const context: ServiceContext = { repo: deps.repo, now, today: (user) => todayIn(user.timezone, now()) };
  return { ...peopleService(context), ...interactionsService(context) };
}

export type RelationshipsService = ReturnType<typeof createRelationshipsService>;

import { z } from 'zod';
import { daysSinceContact, isDueForContact } from '../../../../shared/relationships-contact.js';
import { logInteractionAction, logInteractionArgsSchema } from '../actions.js';
import { words } from '../facts.js';
import { tool, toolMap } from './tool.js';

/** The tools for the user's key people: who they are and who is due, and logging that the user was in touch. */
export const PEOPLE_TOOLS = toolMap(
  tool({
    name: 'get_people',
    description:
      "The user's key people with their last contact, days since then, contact cadence, notes and whether they are due for contact. `dueOnly` lists only those due.",
    input: z.object({ dueOnly: z.boolean().default(false).describe('Only the people due for contact') }),
    write: false,
    destructive: false,
    async run(ctx, input) {
      const people = (await ctx.data.people()).map((p) => ({
        ...p,
        daysSinceContact: daysSinceContact(p.lastContact, ctx.today),
        dueForContact: isDueForContact(p, ctx.today),
      }));
      const list = input.dueOnly ? people.filter((p) => p.dueForContact) : people;
      return { ok: true, text: `${words(ctx.fmt).plural(list.length, 'person', 'people')}.`, data: { today: ctx.today, people: list } };
    },
  }),
  tool({
    name: 'log_interaction',
    description:
      "Logs a call, message or meeting with one of the user's people, by name (first name, full name or nickname); the date defaults to today and cannot be in the future.",
    input: logInteractionArgsSchema,
    write: true,
    destructive: false,
    preview: async (ctx, input) =>
      `Log ${input.type === 'meeting' ? 'a meeting' : `a ${input.type}`} with ${(await ctx.data.people()).find((p) => p.id === input.name)?.name ?? input.name} ${input.date ? `on ${words(ctx.fmt).shortDate(input.date)}` : 'today'}`,
    run: (ctx, input) => logInteractionAction(ctx, input),
  }),
);

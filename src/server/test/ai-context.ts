import { createAssistantContexts, createPlannerServices, createRepos } from '../app.js';
import type { Db } from '../db/database.js';
import type { AiContext, AiUser } from '../features/assistant/index.js';
import type { TimeBlockChangeListener } from '../features/time-blocks/index.js';

/** The assistant's context for one call at `now`, on the planner's services as the app builds them, their clock held at `now`. */
export function testAiContext(db: Db, user: AiUser, now: Date, options: { blockListener?: TimeBlockChangeListener } = {}): AiContext {
  const repos = createRepos(db);
  const planner = createPlannerServices(repos, { now: () => now, blockListener: options.blockListener });
  return createAssistantContexts(repos, planner)(user, now);
}

import { analyzeInsights } from './builtin-insights.js';
import { builtinTurn, streamPieces } from './builtin-chat.js';
import { renderReconnectionPrompt } from './builtin-reconnection.js';
import { renderReview } from './builtin-review.js';
import { loadInsightInput, loadReconnectionFacts, loadWeekFacts } from './load-facts.js';
import { messageFormatter } from '../facts.js';
import type { AiProvider } from '../provider.js';

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async *chat(ctx, history, message, answer) {
      const turn = await builtinTurn(ctx, history, message, { answer });
      yield* streamPieces(turn.text);
      return { meta: turn.meta, undid: turn.undid };
    },
    async reconnectionPrompt(ctx, input) {
      const f = await loadReconnectionFacts(ctx, input);
      return { prompt: renderReconnectionPrompt(f.person, f.daysSinceContact, f.recent, f.neverContacted, messageFormatter(ctx)) };
    },
    async review(ctx, week) {
      return renderReview(await loadWeekFacts(ctx, week), ctx.fmt);
    },
    async insights(ctx) {
      return analyzeInsights(await loadInsightInput(ctx));
    },
  };
}

export { createAiContexts, createAiProvider, readerOf, type AiContextFactory, type AssistantServices } from './assistant.service.js';
export { createUndoHandlesRepo } from './undo-handles.repo.js';
export { AI_RATE_LIMIT_MESSAGE, FALLBACK_NOTE, type AiContext, type AiProvider, type AiUser, type ChatOutcome } from './provider.js';
export { findTool, runTool, toolJsonSchema, toolResultJson, TOOL_NAMES, TOOLS, type AssistantTool } from './tools.js';
export type { ChatMeta } from './understand/state.js';
export type { Intent } from './understand/intents.js';
export { assistantReadRoutes } from './assistant-read.routes.js';

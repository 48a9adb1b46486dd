import { lazy } from 'react';

export { AiAssistantButton } from './ai-assistant-button';
// The assistant's code loads the first time it is opened, not with every page.
export const ChatDialog = /* @__PURE__ */ lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

/** The assistant's query keys: every query of the conversation, and every invalidation of it, names them from here. */
export const chatKeys = {
  history: ['/api/chat'] as const,
};

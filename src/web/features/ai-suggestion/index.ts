export { AiSuggestionButton, type AiSuggestionPerson } from './ai-suggestion-button';

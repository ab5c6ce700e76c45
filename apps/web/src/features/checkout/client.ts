// The checkout feature's browser-safe face, for other features' client components.
export { type FieldMessageTexts, fieldMessage } from './fieldMessage';

// What other features use of the forms area: the one form renderer (the application file shows answers with it).
export { FormRenderer, type FormRendererProps } from './renderer/index.ts';

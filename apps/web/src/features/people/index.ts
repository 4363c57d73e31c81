// People widgets shared by the shell and the features (spec 01 §2.5).
export { UserHoverCard } from './components/user-hover-card.tsx';
export { roleLabelKey } from './utils/role-label.ts';

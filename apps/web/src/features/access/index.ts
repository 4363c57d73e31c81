export { RequireFeature, RequirePermission, RequireRole } from './components/access-guards.tsx';
export { PLAN_PAGE_PATH, type RoleRule, roleAllows } from './utils/access-rules.ts';
export { useFeatureFlag } from './hooks/use-feature-flag.ts';

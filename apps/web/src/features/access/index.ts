export {
  PermissionGate,
  RequireFeature,
  RequirePermission,
  RequireRole,
  RoleGate,
} from './components/access-guards.tsx';
export { roleAllows } from './utils/access-rules.ts';
export { useFeatureFlag } from './hooks/use-feature-flag.ts';

export {
  PermissionGate,
  RequireAnyPermission,
  RequireFeature,
  RequirePermission,
  RequireRole,
  RoleGate,
} from './components/access-guards.tsx';
export { roleAllows } from './utils/access-rules.ts';
export { useFeatureFlag } from './hooks/use-feature-flag.ts';
export { usePermission } from './hooks/use-permission.ts';

import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_SETTINGS_PAGES,
  canEnterSettings,
  canManageSettings,
  isSettingsPageVisible,
  SETTINGS_SECTIONS,
  settingsPath,
} from './settings-nav.ts';

describe('settings navigation', () => {
  it('has the five sections of spec 01 §2.3 with their pages', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).toEqual([
      'organization',
      'billing',
      'users',
      'taxonomy',
      'activity',
    ]);
    expect(SETTINGS_SECTIONS[0]?.pages).toEqual(['general', 'domain', 'branding', 'metadata', 'login']);
    expect(SETTINGS_SECTIONS[2]?.pages).toEqual(['users', 'roles', 'permissions']);
    expect(settingsPath('logs')).toBe('/admin/configuration/logs');
    expect(SETTINGS_SECTIONS[1]?.pages).toEqual(['plan', 'flags', 'organisations']);
    expect(SETTINGS_SECTIONS[3]?.pages).toEqual(['industries']);
    expect(AVAILABLE_SETTINGS_PAGES.has('plan')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('industries')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('users')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('logs')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('permissions')).toBe(true);
  });

  it('lets only the admin role group in', () => {
    expect(canManageSettings('Admin')).toBe(true);
    expect(canManageSettings('AdminCoach')).toBe(true);
    expect(canManageSettings('SubAdmin')).toBe(true);
    for (const type of ['Staff', 'Coach', 'Mentor', 'Cofounder', 'System', 'admin', '', null, undefined]) {
      expect(canManageSettings(type)).toBe(false);
    }
  });

  it('shows the feature flags page to the System role only, and lets it into the settings', () => {
    expect(canEnterSettings('System')).toBe(true);
    expect(canEnterSettings('Admin')).toBe(true);
    expect(canEnterSettings('Staff')).toBe(false);
    expect(isSettingsPageVisible('flags', 'System')).toBe(true);
    expect(isSettingsPageVisible('flags', 'Admin')).toBe(false);
    expect(isSettingsPageVisible('organisations', 'System')).toBe(true);
    expect(isSettingsPageVisible('organisations', 'Admin')).toBe(false);
    expect(settingsPath('organisations')).toBe('/admin/configuration/organisations');
    expect(isSettingsPageVisible('plan', 'Admin')).toBe(true);
    expect(isSettingsPageVisible('industries', 'SubAdmin')).toBe(true);
  });
});

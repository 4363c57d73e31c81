/**
 * What Mantine's AppShell sections render for a resizable section: nothing here, as the shell's sections are not
 * resizable (vite.config.ts points the sections' import of AppShellResizeHandle here). The handle, its pointer and
 * keyboard logic (about 2 KB gzipped), would otherwise come with every signed-in page (issue 11). A section made
 * resizable (`resize` on AppShell) fails at once: remove the rule in vite.config.ts first.
 */
export function AppShellResizeHandle(_props: { section: string; sectionId: string }): never {
  throw new Error('AppShell sections are not resizable in this build: see lighterImports in vite.config.ts');
}

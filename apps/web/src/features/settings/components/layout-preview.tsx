import type { LayoutPage } from '@cohort/shared';
import { ApplyLayoutPreview } from './apply-layout-preview.tsx';
import { HomeLayoutPreview } from './home-layout-preview.tsx';
import type { LayoutPreviewProps } from './layout-preview-parts.tsx';
import { LoginLayoutPreview } from './login-layout-preview.tsx';

const PREVIEWS = { login: LoginLayoutPreview, apply: ApplyLayoutPreview, home: HomeLayoutPreview } as const;

/** The live preview of the page whose layout is being edited. */
export function LayoutPreview({ page, ...props }: LayoutPreviewProps & { page: LayoutPage }) {
  const Preview = PREVIEWS[page];
  return <Preview {...props} />;
}
